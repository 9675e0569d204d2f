// `GET /api/assessments/{id}/progress`: how far a study has come — its sessions counted by state,
// the completion rate, and how accurate the completed sessions were (a distribution in bins).
import { z } from 'zod';
import { SESSION_STATES, type SessionState } from './sessions.ts';
import { countSchema } from './fields.ts';

/** Accuracy bins of the distribution: tenths, the last one including 1 (100 %). */
export const ACCURACY_BIN_COUNT = 10;

export const accuracyBinSchema = z.object({
  /** Lower bound, included (0 to 0.9). */
  from: z.number().min(0).max(1),
  /** Upper bound, excluded, except 1 for the last bin. */
  to: z.number().min(0).max(1),
  sessions: countSchema,
});
export type AccuracyBin = z.infer<typeof accuracyBinSchema>;

export const assessmentProgressSchema = z
  .object({
    /** Sessions by their state now. */
    states: z.object(
      Object.fromEntries(SESSION_STATES.map((state) => [state, countSchema])) as Record<
        SessionState,
        typeof countSchema
      >,
    ),
    sessions: countSchema,
    /** Completed / sessions not revoked (0 to 1); null without such a session. */
    completionRate: z.number().min(0).max(1).nullable(),
    /**
     * Accuracy (correct / answered) of the completed sessions not excluded from analysis, in
     * ACCURACY_BIN_COUNT bins.
     */
    accuracy: z.array(accuracyBinSchema),
    /** Completed sessions excluded from analysis: left out of `accuracy`, counted in `states`. */
    excludedSessions: countSchema,
  })
  .meta({ id: 'AssessmentProgress' });
export type AssessmentProgress = z.infer<typeof assessmentProgressSchema>;

/**
 * Completed sessions over the sessions that still count: a revoked link was withdrawn on
 * purpose and is not a child who did not finish.
 */
export function completionRate(states: Record<SessionState, number>): number | null {
  const counted = SESSION_STATES.reduce((sum, state) => sum + states[state], 0) - states.revoked;
  return counted === 0 ? null : states.completed / counted;
}

/** The accuracies (0 to 1) counted in tenths: [0, 0.1), [0.1, 0.2) … [0.9, 1]. */
export function accuracyBins(accuracies: readonly number[]): AccuracyBin[] {
  const bins = Array.from({ length: ACCURACY_BIN_COUNT }, (_, index) => ({
    from: index / ACCURACY_BIN_COUNT,
    to: (index + 1) / ACCURACY_BIN_COUNT,
    sessions: 0,
  }));
  for (const accuracy of accuracies) {
    // Scaled by the count first (0.7 * 10 = 7), so a bound falls in the bin it starts.
    const index = Math.min(Math.floor(accuracy * ACCURACY_BIN_COUNT), ACCURACY_BIN_COUNT - 1);
    bins[Math.max(index, 0)]!.sessions += 1;
  }
  return bins;
}
