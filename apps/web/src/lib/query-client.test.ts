import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryDelay, shouldRetry } from './query-client';

describe('query defaults', () => {
  it('doubles the retry delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries three times', () => {
    const error = new Error('network');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
  });

  it('does not retry client errors but retries server errors', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, title: 'Not Found' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 503, title: 'Unavailable' }))).toBe(true);
  });
});
