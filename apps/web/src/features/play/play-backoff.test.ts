import { describe, expect, it } from 'vitest';
import {
  outcomeOf,
  parseRetryAfter,
  RETRY_AFTER_MAX_MS,
  RETRY_MAX_MS,
  retryDelayMs,
} from './play-backoff';

describe('retryDelayMs', () => {
  it('doubles from one second, half of it random', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelayMs(2, 0.5)).toBe(3000);
  });

  it('stops growing at a minute', () => {
    expect(retryDelayMs(20, 1)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(1000, 0)).toBe(RETRY_MAX_MS / 2);
  });

  it('waits at least as long as Retry-After asks, up to ten minutes', () => {
    expect(retryDelayMs(0, 0, 30_000)).toBe(30_000);
    expect(retryDelayMs(3, 1, 100)).toBe(8000);
    expect(retryDelayMs(0, 0, 60 * 60_000)).toBe(RETRY_AFTER_MAX_MS);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is missing or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('outcomeOf', () => {
  it('removes stored answers, retries temporary failures and drops refusals', () => {
    expect([201, 200].map((status) => outcomeOf(status))).toEqual(['stored', 'stored']);
    expect([408, 429, 500, 502, 503].map((status) => outcomeOf(status))).toEqual([
      'retry',
      'retry',
      'retry',
      'retry',
      'retry',
    ]);
    expect([400, 409, 410].map((status) => outcomeOf(status))).toEqual([
      'rejected',
      'rejected',
      'rejected',
    ]);
    // A completed session still takes a repeat of a stored answer: the next one is sent.
    expect(outcomeOf(410, 'completed')).toBe('rejected');
  });

  it('ends the link when it takes no answer any more: revoked, expired or unknown', () => {
    expect(outcomeOf(410, 'revoked')).toBe('gone');
    expect(outcomeOf(410, 'expired')).toBe('gone');
    expect(outcomeOf(404)).toBe('gone');
  });
});
