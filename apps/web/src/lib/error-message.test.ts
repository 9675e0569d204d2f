import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';

const fallback = 'Something went wrong';

describe('errorMessage', () => {
  it("shows a problem's detail", () => {
    const error = new ApiError({ status: 409, title: 'Conflict', detail: 'The name is taken.' });
    expect(errorMessage(error, fallback)).toBe('The name is taken.');
  });

  it('never shows an HTTP reason phrase: without a detail the fallback shows', () => {
    for (const title of ['Bad Request', 'Unsupported Media Type', 'Bad Gateway', 'HTTP 502']) {
      expect(errorMessage(new ApiError({ status: 400, title }), fallback)).toBe(fallback);
      expect(errorMessage(new ApiError({ status: 400, title, detail: ' ' }), fallback)).toBe(
        fallback,
      );
    }
  });

  it("shows another error's message, else the fallback", () => {
    expect(errorMessage(new Error('Failed to fetch'), fallback)).toBe('Failed to fetch');
    expect(errorMessage(new Error(''), fallback)).toBe(fallback);
    expect(errorMessage('text', fallback)).toBe(fallback);
  });
});
