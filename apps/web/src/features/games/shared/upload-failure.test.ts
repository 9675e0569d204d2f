import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { uploadFailure } from './upload-failure';

const title = 'Error uploading rule finding instances';

describe('uploadFailure', () => {
  it("lists every problem of the answer with its path, under the page's own title", () => {
    const error = new ApiError({
      status: 400,
      title: 'Bad Request',
      detail: 'The file has 2 problems. Nothing was stored.',
      errors: [
        {
          path: '/exercises/0/instances/2/itemData/rule/index',
          message: 'Exercise "Week 1", instance 2: must be at most 3',
        },
        { path: '/exercises/1/name', message: 'Exercise 1: name is missing' },
      ],
    });
    expect(uploadFailure(error, title)).toEqual({
      title,
      detail: 'The file has 2 problems. Nothing was stored.',
      problems: [
        '/exercises/0/instances/2/itemData/rule/index: Exercise "Week 1", instance 2: must be at most 3',
        '/exercises/1/name: Exercise 1: name is missing',
      ],
    });
  });

  it('never shows the HTTP reason phrase', () => {
    const error = new ApiError({ status: 415, title: 'Unsupported Media Type' });
    expect(uploadFailure(error, title)).toEqual({ title, detail: undefined, problems: [] });
  });

  it("shows another error's message as the detail", () => {
    expect(uploadFailure(new Error('Failed to fetch'), title)).toEqual({
      title,
      detail: 'Failed to fetch',
      problems: [],
    });
    expect(uploadFailure(undefined, title).detail).toBeUndefined();
  });
});
