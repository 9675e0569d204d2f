// The examiner's review of a session: notes, irregularity codes and an exclusion from analysis
// with its reason. Results leave excluded sessions out of their summaries; the export keeps them,
// with columns that say so, for the analyst to decide.
import { z } from 'zod';
import { isSafeText, nameTextError, isNameText, safeTextError } from './safe-text.ts';
import { idSchema } from './users.ts';

/** What disturbed a session (the NIH Toolbox's idea of irregularity codes). */
export const IRREGULARITIES = [
  'noise',
  'interruption',
  'child_unwell',
  'technical_problem',
  'other',
] as const;
export const irregularitySchema = z
  .enum(IRREGULARITIES, { error: `Must be one of ${IRREGULARITIES.join(', ')}` })
  .meta({ id: 'Irregularity' });
export type Irregularity = z.infer<typeof irregularitySchema>;

export const SESSION_NOTES_MAX_LENGTH = 2000;
export const EXCLUSION_REASON_MAX_LENGTH = 200;

/** `GET /api/sessions/{id}/review` and `PATCH` → 200 */
export const sessionReviewSchema = z
  .object({
    notes: z.string(),
    /** In IRREGULARITIES' order. */
    irregularities: z.array(irregularitySchema),
    /** Null unless the session is excluded from analysis. */
    exclusion: z
      .object({
        reason: z.string(),
        at: z.iso.datetime({ offset: true }),
        /** Who excluded it; null once their account is gone. */
        by: z.object({ id: idSchema, name: z.string() }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'SessionReview' });
export type SessionReview = z.infer<typeof sessionReviewSchema>;

/**
 * `PATCH /api/sessions/{id}/review`: a field left out stays; `exclusion: null` takes the
 * session back into analysis. At least one field.
 */
export const reviewSessionBodySchema = z
  .strictObject({
    notes: z
      .string({ error: 'Must be text' })
      .trim()
      .max(SESSION_NOTES_MAX_LENGTH, {
        error: `Must be at most ${SESSION_NOTES_MAX_LENGTH} characters`,
      })
      .refine(isSafeText, safeTextError)
      .optional(),
    irregularities: z
      .array(irregularitySchema, { error: 'Must be a list of irregularity codes' })
      .refine((codes) => new Set(codes).size === codes.length, {
        error: 'Must not name a code twice',
      })
      .optional(),
    exclusion: z
      .strictObject({
        reason: z
          .string({ error: 'The reason is required' })
          .trim()
          .min(1, { error: 'The reason is required' })
          .max(EXCLUSION_REASON_MAX_LENGTH, {
            error: `Must be at most ${EXCLUSION_REASON_MAX_LENGTH} characters`,
          })
          .refine(isNameText, nameTextError),
      })
      .nullable()
      .optional(),
  })
  .refine(
    ({ notes, irregularities, exclusion }) =>
      notes !== undefined || irregularities !== undefined || exclusion !== undefined,
    {
      error: 'Send at least one of notes, irregularities and exclusion',
    },
  )
  .meta({ id: 'ReviewSessionBody' });
export type ReviewSessionBody = z.input<typeof reviewSessionBodySchema>;
