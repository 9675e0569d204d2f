import { z } from 'zod';
import { countSchema } from './fields.ts';

/**
 * `GET /api/statistics`: counts in the caller's scope. Admins count everything; a researcher
 * counts their own institute (its schools, those schools' staff and its participants). Game
 * instances are shared by every institute, so their counts are always global.
 */
export const statisticsSchema = z
  .object({
    scope: z.enum(['all', 'institute']),
    researchInstitutes: countSchema,
    schools: countSchema,
    /**
     * People on the counted schools' staff: pending when they have accepted none of those
     * memberships yet (whether or not they had an account), else onboarded.
     */
    staff: z.object({ pending: countSchema, onboarded: countSchema }),
    participants: countSchema,
    /** Every game of the registry with its number of instances, in the registry's order. */
    instancesByGame: z.array(z.object({ game: z.string(), instances: countSchema })),
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof statisticsSchema>;

/** Days of completed sessions the statistics chart (today included). */
export const COMPLETED_DAYS = 90;

/** What every game's entry of the statistics says of its answers in completed sessions. */
export const gameStatisticsCountsShape = {
  /** Completed sessions with at least one answer of the game. */
  sessions: countSchema,
  /** Their answers of the game, and how many of them were right. */
  answered: countSchema,
  correct: countSchema,
  /** correct / answered of all those answers together. */
  accuracy: z.number().min(0).max(1),
};

/**
 * `GET /api/statistics/sessions`: the caller's scope's sessions over time and by assessment, and
 * each game's scores over them. Accuracy by assessment is correct / answered of a completed
 * session, an assessment's the mean over them; a game's (`byGame`) is of all its answers in
 * completed sessions, with its own measures of them (`gameStatistics`, one member per game:
 * games/registry.ts).
 */
export const sessionStatisticsSchemaOf = (gameStatistics: z.ZodType) =>
  z.object({
    /** Every UTC day of the last COMPLETED_DAYS, oldest first, with its completed sessions. */
    completedByDay: z.array(z.object({ day: z.iso.date(), sessions: countSchema })),
    /**
     * Completed sessions excluded from analysis (the examiner's review): counted by day, left
     * out of the accuracy by assessment and of the games' scores.
     */
    excludedSessions: countSchema,
    /** Assessments with at least one completed session, by name. */
    accuracyByAssessment: z.array(
      z.object({
        assessment: z.object({ id: z.int().positive(), name: z.string() }),
        sessions: countSchema,
        meanAccuracy: z.number().min(0).max(1),
      }),
    ),
    /** The games with answers in completed sessions, in the registry's order. */
    byGame: z.array(gameStatistics),
  });
