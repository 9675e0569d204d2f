import { describe, expect, it } from 'vitest';
import { answerKeyError, isSameAnswer, type AnswerContent } from './answer-rules.ts';

describe('answerKeyError', () => {
  const counts = [3, 0, 2];

  it('accepts a key of a target item', () => {
    expect(answerKeyError({ position: 0, itemIndex: 0 }, counts)).toBeUndefined();
    expect(answerKeyError({ position: 0, itemIndex: 2 }, counts)).toBeUndefined();
    expect(answerKeyError({ position: 2, itemIndex: 1 }, counts)).toBeUndefined();
  });

  it('refuses a position past the last instance', () => {
    expect(answerKeyError({ position: 3, itemIndex: 0 }, counts)).toEqual({
      path: '/body/position',
      message: 'The assessment has 3 instances (positions 0 to 2)',
    });
  });

  it('refuses an item index past the last target item, and any index of an empty instance', () => {
    expect(answerKeyError({ position: 0, itemIndex: 3 }, counts)).toEqual({
      path: '/body/itemIndex',
      message: 'The instance at position 0 has 3 target items (0 to 2)',
    });
    expect(answerKeyError({ position: 1, itemIndex: 0 }, counts)?.message).toBe(
      'The instance at position 1 has no target items',
    );
  });
});

describe('isSameAnswer', () => {
  const stored: AnswerContent = {
    response: 'fits',
    reactionTimeMs: 1234,
    inputType: 'touch',
    clientShownAt: '2026-05-01T10:00:00.000Z',
    clientAnsweredAt: '2026-05-01T10:00:01.234Z',
  };

  it('is the same for the same content, with times compared as instants', () => {
    expect(isSameAnswer(stored, { ...stored })).toBe(true);
    expect(
      isSameAnswer(
        {
          ...stored,
          clientShownAt: new Date(stored.clientShownAt),
          clientAnsweredAt: new Date(stored.clientAnsweredAt),
        },
        { ...stored, clientShownAt: '2026-05-01T12:00:00+02:00' },
      ),
    ).toBe(true);
  });

  it('differs in any of response, reaction time, input type and client times', () => {
    expect(isSameAnswer(stored, { ...stored, response: 'does_not_fit' })).toBe(false);
    expect(isSameAnswer(stored, { ...stored, reactionTimeMs: 1235 })).toBe(false);
    expect(isSameAnswer(stored, { ...stored, inputType: 'mouse' })).toBe(false);
    expect(isSameAnswer(stored, { ...stored, clientShownAt: '2026-05-01T10:00:00.001Z' })).toBe(
      false,
    );
    expect(isSameAnswer(stored, { ...stored, clientAnsweredAt: '2026-05-01T10:00:02Z' })).toBe(
      false,
    );
  });
});
