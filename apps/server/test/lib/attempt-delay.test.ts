import { describe, expect, it } from 'vitest';
import { decideAttempt, delayAfterAttempt, type DelayState } from '../../src/lib/attempt-delay.ts';

const settings = { threshold: 3, windowSeconds: 3600, maxDelaySeconds: 60 };
const now = new Date('2026-01-01T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('delayAfterAttempt', () => {
  it('needs no pause below the threshold, then 1 s doubling up to the maximum', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => delayAfterAttempt(n, settings));
    expect(delays).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('stays at the maximum for any number of attempts', () => {
    expect(delayAfterAttempt(1_000_000, settings)).toBe(60);
  });
});

describe('decideAttempt', () => {
  it('counts a first attempt without pause', () => {
    expect(decideAttempt(undefined, now, settings)).toEqual({
      allowed: true,
      next: { count: 1, resetAt: later(3600), nextAttemptAt: null },
    });
  });

  it('starts a pause at the threshold and refuses (uncounted) until it ends', () => {
    const state: DelayState = { count: 2, resetAt: later(100), nextAttemptAt: null };
    const third = decideAttempt(state, now, settings);
    expect(third).toEqual({
      allowed: true,
      next: { count: 3, resetAt: later(3600), nextAttemptAt: later(1) },
    });
    if (!third.allowed) throw new Error('unreachable');
    expect(decideAttempt(third.next, later(0.2), settings)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    const fourth = decideAttempt(third.next, later(1), settings);
    expect(fourth).toMatchObject({ allowed: true, next: { count: 4, nextAttemptAt: later(3) } });
  });

  it('rounds the wait up to whole seconds', () => {
    const state: DelayState = { count: 9, resetAt: later(3600), nextAttemptAt: later(59.01) };
    expect(decideAttempt(state, now, settings)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('forgets the attempts once the state has expired', () => {
    const state: DelayState = { count: 50, resetAt: now, nextAttemptAt: later(-10) };
    expect(decideAttempt(state, now, settings)).toMatchObject({
      allowed: true,
      next: { count: 1, nextAttemptAt: null },
    });
  });

  it('keeps the state at least as long as the pause when the window is shorter', () => {
    const short = { ...settings, windowSeconds: 10 };
    const state: DelayState = { count: 9, resetAt: later(5), nextAttemptAt: null };
    expect(decideAttempt(state, now, short)).toMatchObject({
      allowed: true,
      next: { resetAt: later(60), nextAttemptAt: later(60) },
    });
  });
});
