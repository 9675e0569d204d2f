import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { notFoundOn404, parseIdParam } from './id-param';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseIdParam', () => {
  it('reads positive integers', () => {
    expect(parseIdParam('1')).toBe(1);
    expect(parseIdParam('4711')).toBe(4711);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '01', '1e3', '99999999999999999'])(
    'treats %j as not found',
    (value) => {
      expect(isNotFound(thrown(() => parseIdParam(value)))).toBe(true);
    },
  );
});

describe('notFoundOn404', () => {
  it('passes values through', async () => {
    await expect(notFoundOn404(Promise.resolve(3))).resolves.toBe(3);
  });

  it('turns an API 404 into the not-found page', async () => {
    const error = await notFoundOn404(
      Promise.reject(new ApiError({ status: 404, title: 'Not Found' })),
    ).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  it('rethrows other failures', async () => {
    const failure = new ApiError({ status: 500, title: 'Internal Server Error' });
    await expect(notFoundOn404(Promise.reject(failure))).rejects.toBe(failure);
  });
});
