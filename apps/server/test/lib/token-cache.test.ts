import { describe, expect, it } from 'vitest';
import { TokenCache } from '../../src/lib/token-cache.ts';

const START = Date.UTC(2026, 10, 21, 9);

function cacheWithClock(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  const clock = { now: START };
  const cache = new TokenCache<{ user: string }>({
    maxEntries: options.maxEntries ?? 10,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('TokenCache', () => {
  it('keeps a value until its token expires', () => {
    const { cache, clock } = cacheWithClock();
    const value = { user: 'ada' };
    cache.set('token', value, START + 5000);
    clock.now = START + 4999;
    expect(cache.get('token')).toBe(value);
    clock.now = START + 5001;
    expect(cache.get('token')).toBeUndefined();
  });

  it('keeps a value no longer than maxAgeMs, however long the token lives', () => {
    const { cache, clock } = cacheWithClock({ maxAgeMs: 60_000 });
    cache.set('token', { user: 'ada' }, START + 3_600_000);
    clock.now = START + 59_999;
    expect(cache.get('token')).toEqual({ user: 'ada' });
    clock.now = START + 60_001;
    expect(cache.get('token')).toBeUndefined();
  });

  it('keeps nothing for a token that has already expired', () => {
    const { cache } = cacheWithClock();
    cache.set('expired', { user: 'ada' }, START - 1);
    cache.set('expiring now', { user: 'ada' }, START);
    expect(cache.get('expired')).toBeUndefined();
    expect(cache.get('expiring now')).toBeUndefined();
  });

  it('answers only the exact token', () => {
    const { cache } = cacheWithClock();
    cache.set('token', { user: 'ada' }, START + 5000);
    expect(cache.get('token ')).toBeUndefined();
    expect(cache.get('TOKEN')).toBeUndefined();
  });

  it('keeps at most maxEntries tokens, dropping the least recently used', () => {
    const { cache } = cacheWithClock({ maxEntries: 2 });
    cache.set('a', { user: 'a' }, START + 5000);
    cache.set('b', { user: 'b' }, START + 5000);
    cache.get('a'); // a is now the most recent
    cache.set('c', { user: 'c' }, START + 5000);
    expect(cache.get('a')).toEqual({ user: 'a' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toEqual({ user: 'c' });
  });

  it('drops every value a condition accepts, and keeps the others', () => {
    const { cache } = cacheWithClock();
    for (const [token, user] of [
      ['a', 'ada'],
      ['b', 'bob'],
      ['c', 'ada'],
      ['d', 'ada'],
    ]) {
      cache.set(token!, { user: user! }, START + 5000);
    }
    cache.deleteWhere((value) => value.user === 'ada');
    expect(['a', 'b', 'c', 'd'].map((token) => cache.get(token))).toEqual([
      undefined,
      { user: 'bob' },
      undefined,
      undefined,
    ]);
  });
});
