import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { uploadFailureToast } from './upload-failure';

const fallback = 'Error uploading rule finding instances';

describe('uploadFailureToast', () => {
  it('uses the problem title with its detail as description', () => {
    const error = new ApiError({
      status: 400,
      title: 'Bad Request',
      detail: 'Exercise "Week 1", instance 2: /itemData/rule/index must be at most 3',
    });
    expect(uploadFailureToast(error, fallback)).toEqual({
      title: 'Bad Request',
      description: 'Exercise "Week 1", instance 2: /itemData/rule/index must be at most 3',
    });
  });

  it('uses the message of an error without a title', () => {
    expect(uploadFailureToast(new Error('Failed to fetch'), fallback)).toEqual({
      title: 'Failed to fetch',
      description: undefined,
    });
  });

  it('falls back to the game\u2019s text when there is neither', () => {
    expect(uploadFailureToast(new Error(''), fallback).title).toBe(fallback);
    expect(uploadFailureToast(undefined, fallback).title).toBe(fallback);
  });
});
