// The scores every game has, of any set of its judged answers (one instance's, one game's in a
// session, a whole session's): how many were asked, answered and right, and how fast the right
// ones came. A game's own measures (rule finding's signal detection) stand beside them, made by
// the game from the answers' counts by outcome (`GamePlay.measures`). docs/scoring.md.
import { z } from 'zod';
import type { OutcomeCounts } from './game-definition.ts';

export const countScoresSchema = z
  .object({
    targetItems: z.int().min(0).meta({ description: 'Items to answer' }),
    answered: z.int().min(0).meta({ description: 'Items answered' }),
    correct: z.int().min(0).meta({ description: 'Answers that match the truth' }),
    accuracy: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .meta({ description: 'correct / answered (0 to 1); null when nothing is answered' }),
  })
  .meta({ id: 'CountScores' });
/** The common scores a session's counts give: all but those of reaction times. */
export type CountScores = z.infer<typeof countScoresSchema>;

export const commonScoresSchema = countScoresSchema
  .extend({
    medianCorrectRtMs: z.number().min(0).nullable().meta({
      description: 'Median reaction time of the correct answers (ms); null without one',
    }),
  })
  .meta({ id: 'CommonScores' });
export type CommonScores = z.infer<typeof commonScoresSchema>;

/** An answer as scoring sees it: what its game judged it, and how long the child took. */
export interface ScoredAnswer {
  outcome: string;
  correct: boolean;
  reactionTimeMs: number;
}

/** The median of the values; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The common scores of `answered` answers, `correct` of them right, out of `targetItems`. */
export function countScores(answered: number, correct: number, targetItems: number): CountScores {
  return {
    targetItems,
    answered,
    correct,
    accuracy: answered === 0 ? null : correct / answered,
  };
}

/** The common scores of `answers` out of `targetItems` items to answer. */
export function commonScores(answers: readonly ScoredAnswer[], targetItems: number): CommonScores {
  const correctTimes = answers.filter((answer) => answer.correct).map((a) => a.reactionTimeMs);
  return {
    ...countScores(answers.length, correctTimes.length, targetItems),
    medianCorrectRtMs: median(correctTimes),
  };
}

/** The answers' counts by outcome, as a session keeps them. */
export function outcomeCounts(answers: readonly ScoredAnswer[]): OutcomeCounts {
  const counts: Record<string, number> = {};
  for (const { outcome } of answers) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}
