// The rules of a submitted answer that do not need the database: whether its key points at a
// target item of the session, and whether a repeat of a stored answer says the same thing.
import { canonicalJson } from './games/canonical-json.ts';
import type { AnswerKey, SubmitAnswerBody } from './play.ts';

/** Where an answer's key points outside the session: a problem's `errors[]` entry. */
export interface AnswerKeyError {
  path: '/body/position' | '/body/itemIndex';
  message: string;
}

/**
 * Checks the key against the session's assessment: `targetItemCounts[p]` is the number of target
 * items of the instance at position `p`. Undefined when the key names a target item.
 */
export function answerKeyError(
  { position, itemIndex }: AnswerKey,
  targetItemCounts: readonly number[],
): AnswerKeyError | undefined {
  const count = targetItemCounts[position];
  if (count === undefined) {
    return {
      path: '/body/position',
      message: `The assessment has ${targetItemCounts.length} instances (positions 0 to ${targetItemCounts.length - 1})`,
    };
  }
  if (itemIndex >= count) {
    return {
      path: '/body/itemIndex',
      message:
        count === 0
          ? `The instance at position ${position} has no target items`
          : `The instance at position ${position} has ${count} target items (0 to ${count - 1})`,
    };
  }
  return undefined;
}

/** The parts of an answer that make it the same answer again: everything the child did. */
export type AnswerContent = Pick<
  SubmitAnswerBody,
  'response' | 'reactionTimeMs' | 'inputType' | 'clientShownAt' | 'clientAnsweredAt'
>;

/** Two JSON values alike, whatever their keys' order (jsonb gives objects back in its own). */
const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

const instant = (value: string | Date) =>
  (value instanceof Date ? value : new Date(value)).getTime();

/**
 * Whether a repeat (same session, position and item) is the stored answer sent again, as a
 * retry after a lost response is: same response, reaction time, input and client times (compared
 * as instants, so `Z` and `+00:00` agree). Anything else is a different answer: 409.
 */
export function isSameAnswer(
  stored: Omit<AnswerContent, 'clientShownAt' | 'clientAnsweredAt'> & {
    clientShownAt: string | Date;
    clientAnsweredAt: string | Date;
  },
  repeat: AnswerContent,
): boolean {
  return (
    sameJson(stored.response, repeat.response) &&
    stored.reactionTimeMs === repeat.reactionTimeMs &&
    stored.inputType === repeat.inputType &&
    instant(stored.clientShownAt) === instant(repeat.clientShownAt) &&
    instant(stored.clientAnsweredAt) === instant(repeat.clientAnsweredAt)
  );
}
