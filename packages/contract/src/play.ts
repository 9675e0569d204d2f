// The play API (`/api/play/{token}/…`): what a child's tablet reads and sends. The token in the
// path is the only credential; nothing here identifies a child beyond initials, and what an
// instance shows never carries the truth of an item the child answers: the server's game decides
// what an answer counts as when it stores it. Each instance and each answer is in the shape of its
// game (games/registry.ts: `playSessionSchema`, `PlayInstance`).
import { z } from 'zod';
import { assessmentSettingsSchema } from './assessments.ts';
import { playOrderSchema } from './play-order.ts';
import { problemSchema } from './problem.ts';

/** Longest plausible reaction time: a child who answers after more than 10 minutes did not. */
export const REACTION_TIME_MAX_MS = 10 * 60 * 1000;
/**
 * An item takes answers only from this long after its first paint: a tap before it (the second
 * tap of a double tap, most often) answers nothing and is counted as an early tap.
 */
export const INPUT_LOCK_MS = 300;
/** Longest time an item can have been hidden that an answer reports (a week asleep). */
export const HIDDEN_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** Most early taps an answer reports: more is a child drumming, counted as this many. */
export const EARLY_TAPS_MAX = 1000;

/** A play token: 32 random bytes in base64url (43 characters). */
export const PLAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const playParamsSchema = z.strictObject({
  token: z.string().regex(PLAY_TOKEN_PATTERN, { error: 'Not a play link' }),
});

/**
 * The play page's device: a random id (16 bytes in base64url) the page keeps and sends with every
 * play request in this header. The first device to start a session is the only one it answers,
 * until an adult moves the session to another (`POST /api/play/{token}/move`).
 */
export const PLAY_DEVICE_HEADER = 'x-play-device';
export const PLAY_DEVICE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Why a real play link no longer plays (410): its session is completed, was revoked by a
 * researcher, its link expired, or it ended early on the tablet (the child declined, or an adult
 * stopped it). Only a holder of the token learns it; an unknown token gets 404 and learns nothing.
 */
export const PLAY_LINK_GONE_REASONS = [
  'completed',
  'revoked',
  'expired',
  'declined',
  'stopped',
] as const;
export const playLinkGoneReasonSchema = z
  .enum(PLAY_LINK_GONE_REASONS)
  .meta({ id: 'PlayLinkGoneReason' });
export type PlayLinkGoneReason = z.infer<typeof playLinkGoneReasonSchema>;

/** The 410 of the play API: a problem with the machine-readable `reason` (an extension member). */
export const playLinkGoneSchema = problemSchema
  .extend({ reason: playLinkGoneReasonSchema })
  .meta({ id: 'PlayLinkGone' });
export type PlayLinkGone = z.infer<typeof playLinkGoneSchema>;

/** An answer's key: the natural key of a stored answer within its session. */
export const answerKeySchema = z
  .object({ position: z.int().min(0), itemIndex: z.int().min(0) })
  .meta({ id: 'AnswerKey' });
export type AnswerKey = z.infer<typeof answerKeySchema>;

/** `GET /api/play/{token}`: everything the page needs to play the session offline. */
export const playSessionSchemaOf = <Instance extends z.ZodType>(playInstanceSchema: Instance) =>
  z.object({
    initials: z.string(),
    settings: assessmentSettingsSchema,
    /** Each in its game's shape (`game`), by position; no truth of an item the child answers. */
    instances: z.array(playInstanceSchema),
    /** The instances and their target items in the order this session presents them. */
    order: playOrderSchema,
    /** Answers already stored: the page resumes at the first item not among them. */
    answered: z.array(answerKeySchema),
    totalCount: z.int().min(0),
  });

/** Client clock times the platform stores, compares and prints alike: 2000 to 2099 in UTC. */
export const CLIENT_TIME_EARLIEST = '2000-01-01T00:00:00.000Z';
export const CLIENT_TIME_LATEST = '2099-12-31T23:59:59.999Z';
/** The widest offsets of real time zones (UTC−12:00 to UTC+14:00). */
const OFFSET_MAX_MINUTES = { '-': 12 * 60, '+': 14 * 60 } as const;

/**
 * Why a client time (already an ISO 8601 date-time with an offset) cannot be stored as given,
 * or undefined. More than millisecond digits are refused rather than rounded: the database
 * keeps microseconds and JavaScript milliseconds, so a retry would no longer compare equal.
 */
export function clientTimeProblem(value: string): string | undefined {
  const match = /(?:\.(\d+))?(?:Z|([+-])(\d{2}):(\d{2}))$/.exec(value);
  if (!match) return undefined;
  const [, fraction, sign, hours, minutes] = match;
  if (fraction !== undefined && fraction.length > 3) return 'At most 3 decimals of a second';
  if (sign === '+' || sign === '-') {
    if (Number(hours) * 60 + Number(minutes) > OFFSET_MAX_MINUTES[sign]) {
      return 'The offset must be between -12:00 and +14:00';
    }
  }
  const instant = Date.parse(value);
  if (!(instant >= Date.parse(CLIENT_TIME_EARLIEST) && instant <= Date.parse(CLIENT_TIME_LATEST))) {
    return 'Must be between 2000 and 2099 (UTC)';
  }
  return undefined;
}

const clientTimeSchema = z.iso.datetime({ offset: true }).superRefine((value, context) => {
  const problem = clientTimeProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** How an answer was given: a touch, mouse, pen or key of the child or adult, or the camera. */
export const INPUT_TYPES = ['touch', 'mouse', 'pen', 'key', 'camera'] as const;
export const inputTypeSchema = z.enum(INPUT_TYPES).meta({ id: 'InputType' });
export type InputType = z.infer<typeof inputTypeSchema>;

/**
 * `POST /api/play/{token}/answers`. Idempotent by (position, itemIndex): the same answer again is
 * accepted without a second row (200, as the first answered); a different one is refused.
 */
export const submitAnswerBodySchema = answerKeySchema
  .extend({
    /** Any JSON: checked against the answer schema of the answered instance's game. */
    response: z.unknown().meta({
      description:
        "What the answer says, in the shape of the answered instance's game (rule finding: " +
        '`AnswerResponse`); checked against that game when it arrives.',
    }),
    /** Whole milliseconds from the item's first paint to the pointer-down (or key press). */
    reactionTimeMs: z
      .int({ error: 'Must be a whole number of milliseconds' })
      .min(0, { error: 'Must not be negative' })
      .max(REACTION_TIME_MAX_MS, { error: 'Must be at most 10 minutes' }),
    inputType: inputTypeSchema,
    /** The client's clock when the item was first painted, and when it was answered (UTC). */
    clientShownAt: clientTimeSchema,
    clientAnsweredAt: clientTimeSchema,
    /**
     * Taps, clicks and key presses during the item's input lock (INPUT_LOCK_MS after its paint),
     * which answered nothing. Left out by pages from before it was counted.
     */
    earlyTaps: z
      .int({ error: 'Must be a whole number' })
      .min(0, { error: 'Must not be negative' })
      .max(EARLY_TAPS_MAX, { error: `Must be at most ${EARLY_TAPS_MAX}` })
      .optional(),
    /** Milliseconds from the item's paint to the first early tap; only with early taps. */
    firstEarlyTapMs: z
      .int({ error: 'Must be a whole number of milliseconds' })
      .min(0, { error: 'Must not be negative' })
      .max(INPUT_LOCK_MS, { error: `Must be at most ${INPUT_LOCK_MS} ms, the input lock` })
      .optional(),
    /**
     * Milliseconds the page was hidden (screen off, app switched) while the item was on it; the
     * item is shown anew when the page comes back. Left out by pages from before it was kept.
     */
    hiddenMs: z
      .int({ error: 'Must be a whole number of milliseconds' })
      .min(0, { error: 'Must not be negative' })
      .max(HIDDEN_MAX_MS, { error: 'Must be at most 7 days' })
      .optional(),
  })
  .strict()
  .superRefine((answer, context) => {
    if (Date.parse(answer.clientAnsweredAt) < Date.parse(answer.clientShownAt)) {
      context.addIssue({
        code: 'custom',
        path: ['clientAnsweredAt'],
        message: 'Must not be before clientShownAt',
      });
    }
    if ((answer.firstEarlyTapMs !== undefined) !== (answer.earlyTaps ?? 0) > 0) {
      context.addIssue({
        code: 'custom',
        path: ['firstEarlyTapMs'],
        message: 'Must be given exactly when earlyTaps is more than 0',
      });
    }
  })
  .meta({ id: 'SubmitAnswerBody' });
export type SubmitAnswerBody = z.infer<typeof submitAnswerBodySchema>;

/** 201 (stored) or 200 (stored before): `correct` only when the assessment gives feedback. */
export const submitAnswerResponseSchema = z
  .object({
    answer: answerKeySchema.extend({ correct: z.boolean().optional() }),
    /** The session's answers stored so far, this one included (or more, stored with it). */
    answeredCount: z.int().min(0),
    totalCount: z.int().min(0),
    /** Every answer of the session is stored. */
    completed: z.boolean(),
  })
  .meta({ id: 'SubmitAnswerResponse' });
export type SubmitAnswerResponse = z.infer<typeof submitAnswerResponseSchema>;
