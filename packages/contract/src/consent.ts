// Parental consent: an institute's consent forms, its gate ("sessions need consent") and each
// participant's history of consent decisions. Who gave consent is a role and a relation, never
// a parent's name (data minimisation).
import { z } from 'zod';
import { answersAfterStopSchema } from './early-end.ts';
import { dayParamSchema, idReferenceSchema, requiredNameSchema } from './fields.ts';
import { isNameText, isSafeText, nameTextError, safeTextError } from './safe-text.ts';
import { idSchema } from './users.ts';

/** A participant's consent: not asked yet, given, refused, or withdrawn after it was given. */
export const CONSENT_STATUSES = ['not_asked', 'given', 'refused', 'withdrawn'] as const;
export const consentStatusSchema = z
  .enum(CONSENT_STATUSES, {
    error: `Must be one of ${CONSENT_STATUSES.join(', ')}`,
  })
  .meta({ id: 'ConsentStatus' });
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/** Who decided for the child. */
export const CONSENT_GIVERS = ['parent', 'guardian'] as const;
export const consentGiverSchema = z
  .enum(CONSENT_GIVERS, { error: `Must be one of ${CONSENT_GIVERS.join(', ')}` })
  .meta({ id: 'ConsentGiver' });
export type ConsentGiver = z.infer<typeof consentGiverSchema>;

export const CONSENT_FORM_VERSION_MAX_LENGTH = 32;
export const CONSENT_FORM_BODY_MAX_LENGTH = 50_000;
export const CONSENT_RELATION_MAX_LENGTH = 64;

/** A form an institute hands to parents: one version in one language. */
export const consentFormSchema = z
  .object({
    id: idSchema,
    title: z.string(),
    version: z.string(),
    /** A language tag such as `en` or `de-CH`. */
    language: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ConsentForm' });
export type ConsentForm = z.infer<typeof consentFormSchema>;

/** The longest retention an institute may set, in months (ten years). */
export const RETENTION_MONTHS_MAX = 120;

/**
 * `GET /api/research-institutes/{id}/consent`: the gate, the forms (newest first) and how long
 * participants' data is kept: `retentionMonths` after a participant's last session, and
 * `studyEndsOn`, after which every participant's data goes; the earlier applies, null is none.
 */
export const consentSettingsSchema = z
  .object({
    sessionsNeedConsent: z.boolean(),
    forms: z.array(consentFormSchema),
    retentionMonths: z.int().min(1).max(RETENTION_MONTHS_MAX).nullable(),
    studyEndsOn: z.iso.date().nullable(),
    /** What a session's stored answers become when the child declines or an adult stops it. */
    answersAfterStop: answersAfterStopSchema,
  })
  .meta({ id: 'ConsentSettings' });
export type ConsentSettings = z.infer<typeof consentSettingsSchema>;

export const RETENTION_MONTHS_MESSAGE = `Must be a whole number of months from 1 to ${RETENTION_MONTHS_MAX}`;

/** `PATCH /api/research-institutes/{id}/consent`: a field left out stays; null clears a rule. */
export const updateConsentSettingsBodySchema = z
  .strictObject({
    sessionsNeedConsent: z.boolean({ error: 'Must be true or false' }).optional(),
    retentionMonths: z
      .int({ error: RETENTION_MONTHS_MESSAGE })
      .min(1, { error: RETENTION_MONTHS_MESSAGE })
      .max(RETENTION_MONTHS_MAX, { error: RETENTION_MONTHS_MESSAGE })
      .nullable()
      .optional(),
    studyEndsOn: dayParamSchema.nullable().optional(),
    answersAfterStop: answersAfterStopSchema.optional(),
  })
  .refine(
    (body) =>
      body.sessionsNeedConsent !== undefined ||
      body.retentionMonths !== undefined ||
      body.studyEndsOn !== undefined ||
      body.answersAfterStop !== undefined,
    {
      error:
        'Send at least one of sessionsNeedConsent, retentionMonths, studyEndsOn and answersAfterStop',
    },
  )
  .meta({ id: 'UpdateConsentSettingsBody' });
export type UpdateConsentSettingsBody = z.input<typeof updateConsentSettingsBodySchema>;

/** A BCP 47 language tag of the simple kind forms need: `en`, `de`, `de-CH`, `fr-BE`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** `POST /api/research-institutes/{id}/consent-forms` → 201 with the form */
export const createConsentFormBodySchema = z
  .strictObject({
    title: requiredNameSchema('Title is required'),
    version: z
      .string({ error: 'Version is required' })
      .trim()
      .min(1, { error: 'Version is required' })
      .max(CONSENT_FORM_VERSION_MAX_LENGTH, {
        error: `Must be at most ${CONSENT_FORM_VERSION_MAX_LENGTH} characters`,
      })
      .refine(isNameText, nameTextError),
    language: z
      .string({ error: 'Language is required' })
      .trim()
      .regex(LANGUAGE_TAG, { error: 'Must be a language tag such as en, de or de-CH' }),
    body: z
      .string({ error: 'The text of the form is required' })
      .trim()
      .min(1, { error: 'The text of the form is required' })
      .max(CONSENT_FORM_BODY_MAX_LENGTH, {
        error: `Must be at most ${CONSENT_FORM_BODY_MAX_LENGTH} characters`,
      })
      .refine(isSafeText, safeTextError),
  })
  .meta({ id: 'CreateConsentFormBody' });
export type CreateConsentFormBody = z.input<typeof createConsentFormBodySchema>;

export const consentFormResponseSchema = z
  .object({ form: consentFormSchema })
  .meta({ id: 'ConsentFormResponse' });
export type ConsentFormResponse = z.infer<typeof consentFormResponseSchema>;

/** One decision as recorded; the history is newest first. */
export const consentRecordSchema = z
  .object({
    id: idSchema,
    status: consentStatusSchema,
    givenBy: consentGiverSchema.nullable(),
    relation: z.string(),
    /** The day of the decision, YYYY-MM-DD; null for not_asked. */
    decidedOn: z.iso.date().nullable(),
    form: consentFormSchema
      .pick({ id: true, title: true, version: true, language: true })
      .nullable(),
    /** Who recorded it; null once their account is gone. */
    recordedBy: z.object({ id: idSchema, name: z.string() }).nullable(),
    recordedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** `GET /api/participants/{id}/consent` and `POST` → 201 */
export const participantConsentResponseSchema = z
  .object({
    status: consentStatusSchema,
    /** The participant's institute's gate: false for a participant without institute. */
    sessionsNeedConsent: z.boolean(),
    history: z.array(consentRecordSchema),
  })
  .meta({ id: 'ParticipantConsentResponse' });
export type ParticipantConsentResponse = z.infer<typeof participantConsentResponseSchema>;

/**
 * The `type` of the 409 problem that refuses a start for participants without consent given
 * (its errors name each by `/body/participantIds/{index}`, as an open session's refusal does).
 */
export const CONSENT_NEEDED_PROBLEM_TYPE = 'urn:cogniplay:problem:consent-needed';

export const CONSENT_DATE_FUTURE_MESSAGE = 'Must not be in the future';

/**
 * The latest day that is today somewhere on Earth (UTC+14): a decision dated today in Kiribati
 * is not in the future, whatever the server's clock says.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Which fields a decision needs: given and refused name who decided, the day and the form;
 * a withdrawal who and the day (a letter or a call needs no form); not_asked none of them
 * (it corrects a decision recorded by mistake).
 */
export function consentRecordProblems(
  record: {
    status: ConsentStatus;
    givenBy?: ConsentGiver | null;
    decidedOn?: string | null;
    consentFormId?: number | null;
  },
  now = new Date(),
): { path: 'givenBy' | 'decidedOn' | 'consentFormId'; message: string }[] {
  const problems: { path: 'givenBy' | 'decidedOn' | 'consentFormId'; message: string }[] = [];
  if (record.status === 'not_asked') {
    for (const path of ['givenBy', 'decidedOn', 'consentFormId'] as const) {
      if (record[path] != null) problems.push({ path, message: 'Must be empty when not asked' });
    }
    return problems;
  }
  if (record.givenBy == null) problems.push({ path: 'givenBy', message: 'Say who decided' });
  if (record.decidedOn == null) {
    problems.push({ path: 'decidedOn', message: 'The date is required' });
  } else if (record.decidedOn > latestToday(now)) {
    problems.push({ path: 'decidedOn', message: CONSENT_DATE_FUTURE_MESSAGE });
  }
  if (record.status !== 'withdrawn' && record.consentFormId == null) {
    problems.push({ path: 'consentFormId', message: 'Choose the consent form' });
  }
  return problems;
}

/** `POST /api/participants/{id}/consent`: a new decision, added to the history. */
export const recordConsentBodySchema = z
  .strictObject({
    status: consentStatusSchema,
    givenBy: consentGiverSchema.nullable().optional(),
    relation: z
      .string({ error: 'Must be text' })
      .trim()
      .max(CONSENT_RELATION_MAX_LENGTH, {
        error: `Must be at most ${CONSENT_RELATION_MAX_LENGTH} characters`,
      })
      .refine(isNameText, nameTextError)
      .optional(),
    decidedOn: dayParamSchema.nullable().optional(),
    consentFormId: idReferenceSchema.nullable().optional(),
  })
  .superRefine((body, context) => {
    for (const { path, message } of consentRecordProblems(body)) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .meta({ id: 'RecordConsentBody' });
export type RecordConsentBody = z.input<typeof recordConsentBodySchema>;
