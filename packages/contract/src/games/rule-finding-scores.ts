// Scores of rule-finding answers, per instance and per session. Each measure, its formula and its
// unit are documented in docs/scoring.md.
import { z } from 'zod';
import { dPrime, type SignalDetectionCounts } from '../scoring/signal-detection.ts';
import type { JudgedAnswer, OutcomeCounts } from './game-definition.ts';
import {
  isCorrectRuleFindingOutcome,
  RULE_FINDING_OUTCOMES,
  type RuleFindingOutcome,
} from './rule-finding-game.ts';

/** The signal-detection count each outcome adds to. */
const COUNT_OF_OUTCOME = {
  hit: 'hits',
  miss: 'misses',
  false_alarm: 'falseAlarms',
  correct_rejection: 'correctRejections',
} as const satisfies Record<RuleFindingOutcome, keyof SignalDetectionCounts>;

/** What scoring needs of one answer: what it counted as, and the reaction time. */
export type ScoredAnswer = JudgedAnswer<RuleFindingOutcome>;

export const answerScoresSchema = z
  .object({
    targetItems: z.int().min(0).meta({ description: 'Target items to answer' }),
    answered: z.int().min(0).meta({ description: 'Target items answered' }),
    correct: z.int().min(0).meta({ description: 'Answers that match the truth' }),
    accuracy: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .meta({ description: 'correct / answered (0 to 1); null when nothing is answered' }),
    hits: z.int().min(0).meta({ description: '✓ on an item that fits the rule' }),
    misses: z.int().min(0).meta({ description: '✗ on an item that fits the rule' }),
    falseAlarms: z.int().min(0).meta({ description: '✓ on an item that does not fit' }),
    correctRejections: z.int().min(0).meta({ description: '✗ on an item that does not fit' }),
    dPrime: z.number().nullable().meta({
      description: 'd′ with the log-linear correction; null without an answered item of each kind',
    }),
    medianCorrectRtMs: z.number().min(0).nullable().meta({
      description: 'Median reaction time of the correct answers (ms); null without one',
    }),
  })
  .meta({ id: 'AnswerScores' });
export type AnswerScores = z.infer<typeof answerScoresSchema>;

/** The median of the values; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The scores of `answers` out of `targetItems` items to answer: one instance's answers, or a
 * whole session's (its counts pooled over the instances, d′ from the pooled counts).
 */
export function scoreAnswers(answers: readonly ScoredAnswer[], targetItems: number): AnswerScores {
  const counts: SignalDetectionCounts = {
    hits: 0,
    misses: 0,
    falseAlarms: 0,
    correctRejections: 0,
  };
  const correctTimes: number[] = [];
  for (const answer of answers) {
    counts[COUNT_OF_OUTCOME[answer.outcome]] += 1;
    if (isCorrectRuleFindingOutcome(answer.outcome)) correctTimes.push(answer.reactionTimeMs);
  }
  return { ...scoreCounts(counts, targetItems), medianCorrectRtMs: median(correctTimes) };
}

/** The scores a session's four counts give: all but those of reaction times. */
export const countScoresSchema = answerScoresSchema
  .omit({ medianCorrectRtMs: true })
  .meta({ id: 'CountScores' });
export type CountScores = z.infer<typeof countScoresSchema>;

/**
 * Scores from the counts of hits, misses, false alarms and correct rejections (a session keeps
 * them as its answers are stored): answered is their sum, correct the hits and rejections.
 */
export function scoreCounts(counts: SignalDetectionCounts, targetItems: number): CountScores {
  const answered = counts.hits + counts.misses + counts.falseAlarms + counts.correctRejections;
  const correct = counts.hits + counts.correctRejections;
  return {
    targetItems,
    answered,
    correct,
    accuracy: answered === 0 ? null : correct / answered,
    ...counts,
    dPrime: dPrime(counts),
  };
}

/** The four counts from a session's answers by outcome (its other games' outcomes left out). */
export function signalDetectionCounts(outcomes: OutcomeCounts): SignalDetectionCounts {
  const counts: SignalDetectionCounts = {
    hits: 0,
    misses: 0,
    falseAlarms: 0,
    correctRejections: 0,
  };
  for (const outcome of RULE_FINDING_OUTCOMES) {
    counts[COUNT_OF_OUTCOME[outcome]] += outcomes[outcome] ?? 0;
  }
  return counts;
}
