import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one running call between concurrent callers', async () => {
    let resolve!: (v: number) => void;
    const fn = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const run = singleFlight(fn);
    const a = run();
    const b = run();
    resolve(7);
    await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts a new call once the previous one settled, also after a failure', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    const run = singleFlight(fn);
    await expect(run()).rejects.toThrow('boom');
    await expect(run()).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
