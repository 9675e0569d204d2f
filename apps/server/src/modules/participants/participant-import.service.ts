// A class import: the preview (every row and every problem, nothing stored) and the import
// itself (all rows in one transaction, or none while any row has a problem). The rows are read
// by participant-import.ts; here the institute, the school and the form are checked, and the
// subject IDs the institute has already.
import {
  SUBJECT_ID_EXISTS_MESSAGE,
  type ImportParticipantsBody,
  type ImportPreview,
  type ImportProblem,
  type ImportResult,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { consentFormOfInstituteExists } from './participant-consent.repository.ts';
import { readImport } from './participant-import.ts';
import { insertImported, takenSubjectIds } from './participant-import.repository.ts';
import { checkSchool, instituteForNewParticipant } from './participants.service.ts';

interface Checked extends ImportPreview {
  researchInstituteId: number | null;
  consentFormId: number | null;
}

/**
 * Reads the text and checks it against the database: the institute (a researcher's own), the
 * school and the form (400 naming the field, as for one participant), the subject IDs taken.
 */
async function check(db: Db, user: AuthUser, body: ImportParticipantsBody): Promise<Checked> {
  const researchInstituteId = await instituteForNewParticipant(db, user, body.researchInstituteId);
  await checkSchool(db, body.schoolId, researchInstituteId);
  const consentFormId = body.consentFormId ?? null;
  if (
    consentFormId !== null &&
    (researchInstituteId === null ||
      !(await consentFormOfInstituteExists(db, consentFormId, researchInstituteId)))
  ) {
    throw httpError.badRequest('The request is invalid.', [
      {
        path: '/body/consentFormId',
        message: "Consent form not found among the institute's forms",
      },
    ]);
  }
  const { rows, problems } = readImport(body.text);
  const more: ImportProblem[] = [];
  if (consentFormId === null && rows.some((row) => row.consent !== null)) {
    more.push({
      row: null,
      column: 'consent',
      message: 'Choose the consent form the parents decided on',
    });
  }
  const taken = await takenSubjectIds(
    db,
    researchInstituteId,
    rows.map((row) => row.subjectId),
  );
  for (const row of rows) {
    if (taken.has(row.subjectId)) {
      more.push({ row: row.row, column: 'subject_id', message: SUBJECT_ID_EXISTS_MESSAGE });
    }
  }
  const withProblem = new Set(more.map((problem) => problem.row));
  return {
    researchInstituteId,
    consentFormId,
    rows: rows.filter((row) => !withProblem.has(row.row)),
    problems: [...problems, ...more].sort(
      (a, b) =>
        (a.row ?? 0) - (b.row ?? 0) || Number(a.column === null) - Number(b.column === null),
    ),
  };
}

/** Every row that would be stored, and every problem; nothing is stored. */
export async function previewImport(
  db: Db,
  user: AuthUser,
  body: ImportParticipantsBody,
): Promise<ImportPreview> {
  const { rows, problems } = await check(db, user, body);
  return { rows, problems };
}

/**
 * Stores every row with its decision and audit entries in one transaction; 400 with every
 * problem (and nothing stored) while there is one, 409 for a subject ID taken meanwhile.
 */
export async function importParticipants(
  db: Db,
  user: AuthUser,
  body: ImportParticipantsBody,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const checked = await check(tx, user, body);
    if (checked.problems.length > 0) {
      throw httpError.badRequest(
        'The text has problems: nothing was imported.',
        checked.problems.map((problem) => ({
          path: ['/body/text', problem.row, problem.column]
            .filter((part) => part !== null)
            .join('/'),
          message: problem.message,
        })),
      );
    }
    const imported = await insertImported(tx, checked.rows, {
      researchInstituteId: checked.researchInstituteId,
      schoolId: body.schoolId,
      consentFormId: checked.consentFormId,
      userId: user.id,
    });
    if (imported === 'duplicate') throw httpError.conflict(SUBJECT_ID_EXISTS_MESSAGE);
    return { imported };
  });
}
