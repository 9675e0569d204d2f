import { describe, expect, it, vi } from 'vitest';
import { VersionedCache } from '../../src/lib/versioned-cache.ts';

describe('VersionedCache', () => {
  it('builds once per key and version, and again when the version changes', async () => {
    const cache = new VersionedCache<string>(10);
    const build = vi.fn(async () => `built ${build.mock.calls.length}`);
    expect(await cache.get('a', '1', build)).toBe('built 1');
    expect(await cache.get('a', '1', build)).toBe('built 1');
    expect(build).toHaveBeenCalledTimes(1);

    expect(await cache.get('a', '2', build)).toBe('built 2');
    // Any change counts, not only a higher version: a restored database may count from less.
    expect(await cache.get('a', '1', build)).toBe('built 3');
    expect(await cache.get('b', '1', build)).toBe('built 4');
    expect(await cache.get('a', '1', build)).toBe('built 3');
  });

  it('keeps at most maxEntries keys, dropping the least recently read', async () => {
    const cache = new VersionedCache<string>(2);
    const build = vi.fn(async () => 'value');
    await cache.get('a', '1', build);
    await cache.get('b', '1', build);
    await cache.get('a', '1', build); // a is now the most recent
    await cache.get('c', '1', build); // drops b
    expect(build).toHaveBeenCalledTimes(3);
    await cache.get('a', '1', build);
    await cache.get('c', '1', build);
    expect(build).toHaveBeenCalledTimes(3);
    await cache.get('b', '1', build);
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing when the build fails', async () => {
    const cache = new VersionedCache<string>(2);
    await expect(cache.get('a', '1', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('a', '1', async () => 'value')).toBe('value');
  });
});
