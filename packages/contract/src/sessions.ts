import { z } from 'zod';
import { earlyEndSchema } from './early-end.ts';
import { idParamSchema, idReferenceSchema } from './fields.ts';
import { countScoresSchema } from './games/scores.ts';
import { GROUP_LABEL_MAX_LENGTH } from './participants.ts';
import { idSchema } from './users.ts';

/**
 * Where a session stands, derived when read: revoked, completed, declined (the child said no on
 * the tablet) and stopped (an adult stopped it early) are final; otherwise a session past its
 * expiry is expired; one with an answer (or opened on a tablet) is in progress.
 */
export const SESSION_STATES = [
  'not_started',
  'in_progress',
  'completed',
  'declined',
  'stopped',
  'expired',
  'revoked',
] as const;
export const sessionStateSchema = z.enum(SESSION_STATES).meta({ id: 'SessionState' });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** Most participants one request starts an assessment for (a large school). */
export const START_SESSIONS_MAX_PARTICIPANTS = 1000;

/** A session as researchers see it: never its token, which is stored only as a hash. */
export const sessionSchema = z
  .object({
    id: idSchema,
    assessment: z.object({ id: idSchema, name: z.string() }),
    participant: z.object({ id: idSchema, subjectId: z.string() }),
    state: sessionStateSchema,
    answeredCount: z.int().min(0),
    totalCount: z.int().min(0),
    createdAt: z.iso.datetime({ offset: true }),
    /** First time the play page loaded the session. */
    startedAt: z.iso.datetime({ offset: true }).nullable(),
    completedAt: z.iso.datetime({ offset: true }).nullable(),
    expiresAt: z.iso.datetime({ offset: true }),
    revokedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Null unless the child declined or an adult stopped the session on the tablet. */
    earlyEnd: earlyEndSchema.nullable(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/**
 * `GET /api/sessions?assessmentId=&participantId=&state=&schoolId=&group=`: newest first, in the
 * caller's scope, each with its scores. `schoolId` and `group` filter by the participant's school
 * and class as they are now. At least one of assessmentId and participantId is required.
 */
export const sessionsQuerySchema = z
  .strictObject({
    assessmentId: idParamSchema.optional(),
    participantId: idParamSchema.optional(),
    state: sessionStateSchema.optional(),
    schoolId: idParamSchema.optional(),
    group: z
      .string()
      .trim()
      .min(1, { error: 'Give a class, or leave the filter out' })
      .max(GROUP_LABEL_MAX_LENGTH, {
        error: `Must be at most ${GROUP_LABEL_MAX_LENGTH} characters`,
      })
      .optional(),
  })
  .refine((q) => q.assessmentId !== undefined || q.participantId !== undefined, {
    error: 'Give assessmentId or participantId',
    // Once the given parameters are valid: a bad id is named alone, as on every route.
    when: (payload) => payload.issues.length === 0,
  });

/**
 * `GET /api/sessions`: each session with the scores of what it has answered so far
 * (docs/scoring.md), from the answer counts it keeps: the common ones but the median reaction
 * time (the session's page has it), and each answered game's own (`measures`). Made per game by
 * games/registry.ts (`scoredSessionsResponseSchema()`).
 */
export const scoredSessionsResponseSchemaOf = (gameMeasures: z.ZodType) =>
  z.object({
    sessions: z.array(
      sessionSchema.extend({
        scores: countScoresSchema.extend({ games: z.array(gameMeasures) }),
      }),
    ),
  });

export const sessionParamsSchema = z.strictObject({ id: idParamSchema });

/** `GET /api/sessions/{id}`, `POST /api/sessions/{id}/revoke` */
export const sessionResponseSchema = z
  .object({ session: sessionSchema })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * A session with its play link, answered only when the link is made: the server keeps the
 * token's hash, so a lost link is replaced (`POST /api/sessions/{id}/link`), never shown again.
 */
export const sessionWithLinkSchema = sessionSchema
  .extend({
    /** `<PUBLIC_URL>/play/<token>`: a credential of the child's device, like a password. */
    playUrl: z.url(),
    /**
     * The card's short code (`ABCDE-12345`), typed at `<PUBLIC_URL>/play` on a tablet without a
     * camera; replaced with the link, and spent once used.
     */
    playCode: z.string(),
    /** The participant's initials, for the printed card and the start screen. */
    initials: z.string(),
    /** The school and class the session was made for, as the printed card says them. */
    schoolName: z.string().nullable(),
    group: z.string().nullable(),
  })
  .meta({ id: 'SessionWithLink' });
export type SessionWithLink = z.infer<typeof sessionWithLinkSchema>;

/**
 * `POST /api/sessions` → 201: start one assessment for participants, one session each, by
 * explicit ids (the page resolves a school, a group or a selection to ids).
 */
export const startSessionsBodySchema = z
  .strictObject({
    assessmentId: idReferenceSchema,
    participantIds: z
      .array(idReferenceSchema)
      .min(1, { error: 'Choose at least one participant' })
      .max(START_SESSIONS_MAX_PARTICIPANTS, {
        error: `At most ${START_SESSIONS_MAX_PARTICIPANTS} participants at once`,
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Each participant may appear only once',
      }),
    /**
     * Start a further session for participants who have an open one of the assessment (not
     * completed, revoked or expired). Without it such a start is refused with 409, naming them:
     * a double click must not give a child two sessions.
     */
    anotherAttempt: z.boolean().optional(),
  })
  .meta({ id: 'StartSessionsBody' });
export type StartSessionsBody = z.input<typeof startSessionsBodySchema>;

/** `POST /api/sessions` → 201: the sessions with their links, and the start's sheet (its batch). */
export const startSessionsResponseSchema = z
  .object({ batchId: idSchema, sessions: z.array(sessionWithLinkSchema) })
  .meta({ id: 'StartSessionsResponse' });
export type StartSessionsResponse = z.infer<typeof startSessionsResponseSchema>;

/** `/api/sessions/batches/{id}`: the sessions one start made, printed on one sheet. */
export const sessionBatchParamsSchema = z.strictObject({ id: idParamSchema });

/**
 * `GET /api/sessions/batches/{id}`: a start's sheet, without its links (only their hashes are
 * kept). `reprintable`: not yet started on a tablet and not ended, so "Print again" gives it a
 * new link.
 */
export const sessionBatchResponseSchema = z
  .object({
    batch: z.object({
      id: idSchema,
      assessment: z.object({ id: idSchema, name: z.string() }),
      createdAt: z.iso.datetime({ offset: true }),
      sessions: z.array(
        z.object({
          id: idSchema,
          participant: z.object({ id: idSchema, subjectId: z.string() }),
          state: sessionStateSchema,
          reprintable: z.boolean(),
        }),
      ),
    }),
  })
  .meta({ id: 'SessionBatchResponse' });
export type SessionBatchResponse = z.infer<typeof sessionBatchResponseSchema>;

/**
 * `POST /api/sessions/batches/{id}/links` → 201 ("Print again"): new links for the sheet's
 * sessions not yet started; their old links stop working. 409 when none is left.
 */
export const reprintBatchResponseSchema = z
  .object({ sessions: z.array(sessionWithLinkSchema) })
  .meta({ id: 'ReprintBatchResponse' });
export type ReprintBatchResponse = z.infer<typeof reprintBatchResponseSchema>;

/** `POST /api/sessions/{id}/link` → 201: a new link; the old one stops working at once. */
export const sessionLinkResponseSchema = z
  .object({ session: sessionWithLinkSchema })
  .meta({ id: 'SessionLinkResponse' });
export type SessionLinkResponse = z.infer<typeof sessionLinkResponseSchema>;

/** `/api/schools/{id}/sheets/{batchId}/links`: one start's cards of one school. */
export const schoolSheetParamsSchema = z.strictObject({
  id: idParamSchema,
  batchId: idParamSchema,
});

/**
 * `GET /api/schools/{id}/sheets`: the starts with sessions made for children of the school, newest
 * first, for its staff and researchers: how many cards of the school each holds, and how many of
 * them "Print again" would give a new link.
 */
export const schoolSheetsResponseSchema = z
  .object({
    sheets: z.array(
      z.object({
        id: idSchema,
        assessment: z.object({ id: idSchema, name: z.string() }),
        createdAt: z.iso.datetime({ offset: true }),
        cards: z.int().min(1),
        reprintable: z.int().min(0),
      }),
    ),
  })
  .meta({ id: 'SchoolSheetsResponse' });
export type SchoolSheetsResponse = z.infer<typeof schoolSheetsResponseSchema>;
