// A class imported in one go: a CSV file, or rows pasted from a spreadsheet, one child per row,
// into one school (or none) of one institute. The server reads the text (comma, semicolon or tab
// separated, with or without a byte order mark) and checks every row by the rules of a single
// participant and a single consent decision; nothing is stored while any row has a problem.
import { z } from 'zod';
import { consentGiverSchema, consentStatusSchema } from './consent.ts';
import { idReferenceSchema } from './fields.ts';
import { sexSchema } from './participants.ts';

/** The columns a file may have, in the template's order; only `subject_id` is required. */
export const IMPORT_COLUMNS = [
  'subject_id',
  'first_name',
  'last_name',
  'group',
  'birth_year',
  'birth_month',
  'sex',
  'consent',
  'consent_date',
  'consent_by',
  'consent_relation',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Most rows one import takes (a whole school's year, and then some). */
export const IMPORT_MAX_ROWS = 10_000;
/** Longest text one import takes: 10,000 rows of about 200 characters. */
export const IMPORT_MAX_LENGTH = 2_000_000;

/** The template to download: the header and one example row. */
export const IMPORT_TEMPLATE =
  `${IMPORT_COLUMNS.join(',')}\r\n` +
  'A-001,Mia,Muster,3b,2018,4,female,given,2026-09-01,parent,mother\r\n';

/**
 * The template of a school's own import: the class list without the parents' decisions, which
 * the research team records (a school's staff do not see the institute's consent forms).
 */
export const SCHOOL_IMPORT_TEMPLATE =
  `${IMPORT_COLUMNS.slice(0, IMPORT_COLUMNS.indexOf('consent')).join(',')}\r\n` +
  'A-001,Mia,Muster,3b,2018,4,female\r\n';

/**
 * `POST /api/participants/import/preview` and `POST /api/participants/import`: the text and
 * where its children go. `researchInstituteId` is for admins; a researcher's go to their own
 * institute. `consentFormId` is the form the decisions in the `consent` column were made on.
 */
export const importParticipantsBodySchema = z
  .strictObject({
    researchInstituteId: idReferenceSchema.nullable().optional(),
    schoolId: idReferenceSchema.nullable(),
    consentFormId: idReferenceSchema.nullable().optional(),
    text: z
      .string({ error: 'Must be text' })
      .max(IMPORT_MAX_LENGTH, { error: `Must be at most ${IMPORT_MAX_LENGTH} characters` }),
  })
  .meta({ id: 'ImportParticipantsBody' });
export type ImportParticipantsBody = z.input<typeof importParticipantsBodySchema>;

/**
 * `POST /api/schools/{id}/participants/import(/preview)`: a class list for that school, whose
 * managing institute the children join. No decisions: a row with one is a problem.
 */
export const schoolImportBodySchema = importParticipantsBodySchema
  .pick({ text: true })
  .meta({ id: 'SchoolImportBody' });
export type SchoolImportBody = z.input<typeof schoolImportBodySchema>;

/** A row as it would be stored; `row` is its number in the spreadsheet (the header is 1). */
export const importRowSchema = z
  .object({
    row: z.int().min(2),
    subjectId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    group: z.string().nullable(),
    birthYear: z.int().nullable(),
    birthMonth: z.int().nullable(),
    sex: sexSchema.nullable(),
    /** The parents' decision recorded with the child; null when the row has none. */
    consent: z
      .object({
        status: consentStatusSchema,
        givenBy: consentGiverSchema,
        relation: z.string(),
        decidedOn: z.iso.date(),
      })
      .nullable(),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof importRowSchema>;

/** A problem of a row's column, of a row, or (row null) of the whole text. */
export const importProblemSchema = z
  .object({
    row: z.int().min(1).nullable(),
    column: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'ImportProblem' });
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** `POST /api/participants/import/preview` → 200: every row, and every problem. */
export const importPreviewSchema = z
  .object({ rows: z.array(importRowSchema), problems: z.array(importProblemSchema) })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST /api/participants/import` → 201: all rows stored (with a problem, 400 and none). */
export const importResultSchema = z
  .object({ imported: z.int().min(0) })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;
