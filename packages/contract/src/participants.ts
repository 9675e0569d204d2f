import { z } from 'zod';
import { consentStatusSchema } from './consent.ts';
import { idParamSchema, idReferenceSchema } from './fields.ts';
import { isNameText, nameTextError } from './safe-text.ts';
import { idSchema } from './users.ts';

/** Longest subject ID accepted (a study's pseudonymous code, not free text). */
export const SUBJECT_ID_MAX_LENGTH = 64;
/** Longest first or last name of a participant. */
export const PARTICIPANT_NAME_MAX_LENGTH = 100;

export const SUBJECT_ID_REQUIRED_MESSAGE = 'Subject ID is required';
export const SUBJECT_ID_EXISTS_MESSAGE = 'Subject ID already exists';
export const SUBJECT_ID_START_MESSAGE = 'Must start with a letter or a digit';
export const SUBJECT_ID_MISSING_WORD_MESSAGE =
  'Must not be a word that R or pandas read as a missing value (NA, NULL, None, NaN, …)';

// What base R's read.csv and pandas' read_csv take as a missing value by default, among the
// words that start with a letter or a digit.
const MISSING_VALUE_WORDS = new Set([
  'NA',
  'N/A',
  'n/a',
  'NULL',
  'null',
  'NaN',
  'nan',
  'None',
  '1.#IND',
  '1.#QNAN',
]);

/**
 * Why a subject ID cannot be taken as it is, or undefined. It must start with a letter or a
 * digit, so that a spreadsheet guard (a leading ' before =, +, -, @) never changes it in a CSV
 * and the CSV and JSON lines name participants alike, and must not be a word that analysis
 * software reads as a missing value. IDs stored before the rule stay as they are (the
 * participants page lists them).
 */
export function subjectIdProblem(subjectId: string): string | undefined {
  // Nothing but spaces: the subject ID is missing, which the schema says.
  if (subjectId.trim() === '') return undefined;
  if (!/^[\p{L}\p{N}]/u.test(subjectId)) return SUBJECT_ID_START_MESSAGE;
  if (MISSING_VALUE_WORDS.has(subjectId.trim())) return SUBJECT_ID_MISSING_WORD_MESSAGE;
  return undefined;
}

/** A participant's sex, when recorded: `not_stated` when asked and not given. */
export const SEXES = ['female', 'male', 'diverse', 'not_stated'] as const;
export const sexSchema = z
  .enum(SEXES, { error: `Must be one of ${SEXES.join(', ')}` })
  .meta({ id: 'Sex' });
export type Sex = z.infer<typeof sexSchema>;

/** The earliest year of birth taken. */
export const BIRTH_YEAR_MIN = 1900;
export const BIRTH_FUTURE_MESSAGE = 'Must not be in the future';
export const BIRTH_TOO_EARLY_MESSAGE = `Must be ${BIRTH_YEAR_MIN} or later`;
export const BIRTH_YEAR_MISSING_MESSAGE = 'Give the year of birth with its month';
export const BIRTH_MONTH_MISSING_MESSAGE = 'Give the month of birth with its year';

/**
 * Month and year of birth (never the day: data minimisation), both or neither, and sex: each
 * optional, null for none.
 */
const birthAndSexShape = {
  birthYear: z.int({ error: 'Must be a whole year' }).nullable().optional(),
  birthMonth: z
    .int({ error: 'Must be a month from 1 to 12' })
    .min(1, { error: 'Must be a month from 1 to 12' })
    .max(12, { error: 'Must be a month from 1 to 12' })
    .nullable()
    .optional(),
  sex: sexSchema.nullable().optional(),
};

/**
 * The problems of a month and year of birth, each with its field: both or neither, from 1900,
 * not after the current month (UTC).
 */
export function birthProblems(
  { birthYear, birthMonth }: { birthYear?: number | null; birthMonth?: number | null },
  now = new Date(),
): { path: 'birthYear' | 'birthMonth'; message: string }[] {
  if (birthYear === undefined && birthMonth === undefined) return [];
  if ((birthYear ?? null) === null && (birthMonth ?? null) === null) return [];
  if (birthYear === undefined || birthYear === null) {
    return [{ path: 'birthYear', message: BIRTH_YEAR_MISSING_MESSAGE }];
  }
  if (birthMonth === undefined || birthMonth === null) {
    return [{ path: 'birthMonth', message: BIRTH_MONTH_MISSING_MESSAGE }];
  }
  if (birthYear < BIRTH_YEAR_MIN) {
    return [{ path: 'birthYear', message: BIRTH_TOO_EARLY_MESSAGE }];
  }
  const year = now.getUTCFullYear();
  if (birthYear > year) return [{ path: 'birthYear', message: BIRTH_FUTURE_MESSAGE }];
  if (birthYear === year && birthMonth > now.getUTCMonth() + 1) {
    return [{ path: 'birthMonth', message: BIRTH_FUTURE_MESSAGE }];
  }
  return [];
}

/** Adds the birth month and year's problems to a body's issues. */
const checkBirth = (
  body: { birthYear?: number | null; birthMonth?: number | null },
  context: z.RefinementCtx,
) => {
  for (const { path, message } of birthProblems(body)) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
};

/** Longest group label (a class, such as "3b"). */
export const GROUP_LABEL_MAX_LENGTH = 32;

/** A participant as listed: id, subject ID, names, and the school and group it belongs to. */
export const participantSchema = z
  .object({
    id: idSchema,
    subjectId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** A school of the participant's own institute, or none. */
    school: z.object({ id: idSchema, name: z.string() }).nullable(),
    /** A class or other group within the school, e.g. "3b"; null when none. */
    group: z.string().nullable(),
    /** The newest consent decision's status (`not_asked` when none is recorded). */
    consentStatus: consentStatusSchema,
  })
  .meta({ id: 'Participant' });
export type Participant = z.infer<typeof participantSchema>;

/**
 * `GET /api/participants?researchInstituteId=`: only that institute's participants (those the
 * caller may start one of its assessments for); an institute outside the caller's scope gives an
 * empty list.
 */
export const participantsQuerySchema = z.strictObject({
  researchInstituteId: idParamSchema.optional(),
});
export type ParticipantsQuery = z.input<typeof participantsQuerySchema>;

/** `GET /api/participants` (newest first; researchers see their own institute's only) */
export const participantsResponseSchema = z
  .object({ participants: z.array(participantSchema) })
  .meta({ id: 'ParticipantsResponse' });
export type ParticipantsResponse = z.infer<typeof participantsResponseSchema>;

/** `GET /api/participants/{id}` and `POST /api/participants` → 201: the detail page's fields. */
export const participantDetailSchema = participantSchema
  .extend({
    /** Month and year of birth, both or neither. */
    birthYear: z.int().nullable(),
    birthMonth: z.int().min(1).max(12).nullable(),
    sex: sexSchema.nullable(),
    /** Null when an admin filed the participant without an institute. */
    researchInstitute: z.object({ id: idSchema, name: z.string() }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ParticipantDetail' });
export type ParticipantDetail = z.infer<typeof participantDetailSchema>;

export const participantParamsSchema = z.strictObject({ id: idParamSchema });

const optionalNameSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .max(PARTICIPANT_NAME_MAX_LENGTH, {
    error: `Must be at most ${PARTICIPANT_NAME_MAX_LENGTH} characters`,
  })
  .refine(isNameText, nameTextError)
  .optional();

/** A group label: trimmed; blank means none (null). */
const groupLabelSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .max(GROUP_LABEL_MAX_LENGTH, { error: `Must be at most ${GROUP_LABEL_MAX_LENGTH} characters` })
  .refine(isNameText, nameTextError)
  .transform((label) => (label === '' ? null : label))
  .nullable();

/** A participant's school: one of its institute's schools (another answers 400), or null. */
const schoolReferenceSchema = idReferenceSchema.nullable();

/** A subject ID: trimmed, 1 to 64 characters, starting with a letter or a digit. */
export const subjectIdSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? SUBJECT_ID_REQUIRED_MESSAGE : 'Subject ID must be text',
  })
  // Before the trim: a leading space or tab is refused, not dropped (docs/exports.md).
  .superRefine((value, context) => {
    const problem = subjectIdProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, abort: true });
  })
  .trim()
  .min(1, { error: SUBJECT_ID_REQUIRED_MESSAGE })
  .max(SUBJECT_ID_MAX_LENGTH, { error: `Must be at most ${SUBJECT_ID_MAX_LENGTH} characters` })
  .refine(isNameText, nameTextError);

/**
 * `POST /api/participants`. The subject ID is trimmed and required; names are optional and may be
 * empty. `researchInstituteId` is for admins (null: no institute); a researcher's participant
 * always belongs to the researcher's own institute, so any other value is refused.
 */
export const createParticipantBodySchema = z
  .strictObject({
    subjectId: subjectIdSchema,
    firstName: optionalNameSchema,
    lastName: optionalNameSchema,
    researchInstituteId: idReferenceSchema.nullable().optional(),
    schoolId: schoolReferenceSchema.optional(),
    group: groupLabelSchema.optional(),
    ...birthAndSexShape,
  })
  .superRefine(checkBirth)
  .meta({ id: 'CreateParticipantBody' });
export type CreateParticipantBody = z.input<typeof createParticipantBodySchema>;

/**
 * `PATCH /api/participants/{id}`: correct the subject ID or names, change school, group, month
 * and year of birth (together) and sex; a field left out stays as it is, null clears it.
 */
export const updateParticipantBodySchema = z
  .strictObject({
    subjectId: subjectIdSchema.optional(),
    firstName: optionalNameSchema,
    lastName: optionalNameSchema,
    schoolId: schoolReferenceSchema.optional(),
    group: groupLabelSchema.optional(),
    ...birthAndSexShape,
  })
  .superRefine(checkBirth)
  .meta({ id: 'UpdateParticipantBody' });
export type UpdateParticipantBody = z.input<typeof updateParticipantBodySchema>;

/** `POST /api/participants` → 201 */
export const participantResponseSchema = z
  .object({ participant: participantDetailSchema })
  .meta({ id: 'ParticipantResponse' });
export type ParticipantResponse = z.infer<typeof participantResponseSchema>;

/** Why a participant is erased, when the caller says: their parents withdrew consent. */
export const ERASURE_REASONS = ['consent_withdrawn'] as const;

/** `DELETE /api/participants/{id}?reason=`: the reason goes into the audit entry. */
export const eraseParticipantQuerySchema = z.strictObject({
  reason: z
    .enum(ERASURE_REASONS, { error: `Must be one of ${ERASURE_REASONS.join(', ')}` })
    .optional(),
});
export type EraseParticipantQuery = z.input<typeof eraseParticipantQuerySchema>;
