// Rule finding's own measures of a set of its answers (one instance's, or a session's): signal
// detection from the answers' counts by outcome. Each measure, its formula and its unit are
// documented in docs/scoring.md.
import { z } from 'zod';
import { criterion, dPrime, type SignalDetectionCounts } from '../scoring/signal-detection.ts';
import type { OutcomeCounts } from './game-definition.ts';
import { RULE_FINDING_OUTCOMES, type RuleFindingOutcome } from './rule-finding-outcomes.ts';

/** The signal-detection count each outcome adds to. */
const COUNT_OF_OUTCOME = {
  hit: 'hits',
  miss: 'misses',
  false_alarm: 'falseAlarms',
  correct_rejection: 'correctRejections',
} as const satisfies Record<RuleFindingOutcome, keyof SignalDetectionCounts>;

export const ruleFindingMeasuresSchema = z.object({
  hits: z.int().min(0).meta({ description: '✓ on an item that fits the rule' }),
  misses: z.int().min(0).meta({ description: '✗ on an item that fits the rule' }),
  falseAlarms: z.int().min(0).meta({ description: '✓ on an item that does not fit' }),
  correctRejections: z.int().min(0).meta({ description: '✗ on an item that does not fit' }),
  dPrime: z.number().nullable().meta({
    description: 'd′ with the log-linear correction; null without an answered item of each kind',
  }),
  criterion: z.number().nullable().meta({
    description:
      'Criterion c with the log-linear correction (positive: ✗ said more readily); null without an answered item of each kind',
  }),
});
export type RuleFindingMeasures = z.infer<typeof ruleFindingMeasuresSchema>;

/** The four counts from answers by outcome (other games' outcomes left out). */
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

/** Hits, misses, false alarms, correct rejections, d′ and c of answers counted by outcome. */
export function ruleFindingMeasures(outcomes: OutcomeCounts): RuleFindingMeasures {
  const counts = signalDetectionCounts(outcomes);
  return { ...counts, dPrime: dPrime(counts), criterion: criterion(counts) };
}
