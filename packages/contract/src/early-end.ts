// A session that ends before its last item: the child said no when asked whether they want to
// play (declined), or the adult stopped it with the tablet's long-press stop control, because the
// child wanted to stop or for a reason of their own. Answers given before a stop are kept or
// discarded by the institute's setting (`answersAfterStop`); the session, the reason and how many
// answers were discarded are kept, and the export says which.
import { z } from 'zod';

export const EARLY_END_REASONS = ['declined', 'stopped_by_child', 'stopped_by_examiner'] as const;
export const earlyEndReasonSchema = z
  .enum(EARLY_END_REASONS, { error: `Must be one of ${EARLY_END_REASONS.join(', ')}` })
  .meta({ id: 'EarlyEndReason' });
export type EarlyEndReason = z.infer<typeof earlyEndReasonSchema>;

/** Why an adult stopped a session, in the order the tablet offers them. */
export const STOP_REASONS = [
  'tired',
  'upset',
  'unwell',
  'interruption',
  'technical_problem',
  'out_of_time',
  'other',
] as const;
export const stopReasonSchema = z
  .enum(STOP_REASONS, { error: `Must be one of ${STOP_REASONS.join(', ')}` })
  .meta({ id: 'StopReason' });
export type StopReason = z.infer<typeof stopReasonSchema>;

/** What happens to the answers a session stored before it was stopped or declined. */
export const ANSWERS_AFTER_STOP = ['keep', 'discard'] as const;
export const answersAfterStopSchema = z
  .enum(ANSWERS_AFTER_STOP, { error: `Must be one of ${ANSWERS_AFTER_STOP.join(', ')}` })
  .meta({ id: 'AnswersAfterStop' });
export type AnswersAfterStop = z.infer<typeof answersAfterStopSchema>;

/**
 * `POST /api/play/{token}/end`: a stop needs its reason code; a child's "no" has none (nothing
 * is recorded but the fact).
 */
export const endSessionBodySchema = z
  .strictObject({
    reason: earlyEndReasonSchema,
    stopReason: stopReasonSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.reason === 'declined' && body.stopReason !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['stopReason'],
        message: 'A declined session has no stop reason',
      });
    }
    if (body.reason !== 'declined' && body.stopReason === undefined) {
      context.addIssue({ code: 'custom', path: ['stopReason'], message: 'Required for a stop' });
    }
  })
  .meta({ id: 'EndSessionBody' });
export type EndSessionBody = z.infer<typeof endSessionBodySchema>;

/** How a session ended early, as researchers and the play API's answer see it. */
export const earlyEndSchema = z
  .object({
    reason: earlyEndReasonSchema,
    /** Null for a declined session. */
    stopReason: stopReasonSchema.nullable(),
    at: z.iso.datetime({ offset: true }),
    /** Answers deleted by the institute's setting when the session ended (0: none, or kept). */
    discardedAnswers: z.int().min(0),
  })
  .meta({ id: 'EarlyEnd' });
export type EarlyEnd = z.infer<typeof earlyEndSchema>;

/** `POST /api/play/{token}/end` → 201 (ended now) or 200 (ended so before, the same way). */
export const endSessionResponseSchema = z
  .object({ earlyEnd: earlyEndSchema })
  .meta({ id: 'EndSessionResponse' });
export type EndSessionResponse = z.infer<typeof endSessionResponseSchema>;

/** The session state of an early end. */
export const earlyEndState = (reason: EarlyEndReason): 'declined' | 'stopped' =>
  reason === 'declined' ? 'declined' : 'stopped';
