// A class import: the preview (every row and every problem, nothing stored) and the import
// itself (all rows in one transaction, or none while any row has a problem). The rows are read
// by participant-import.ts; here the subject IDs the institute has already are checked. Where
// the children go (the target) is the caller's: a body's institute, school and form, or a
// school's own import (school-import.routes.ts).
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

/** Where an import's children go, checked before its rows are read. */
export interface ImportTarget {
  researchInstituteId: number | null;
  schoolId: number | null;
  /** The form the rows' decisions were made on; null: none chosen. */
  consentFormId: number | null;
  /** The problem of a text with decisions while there is no form. */
  noFormProblem: string;
}

/** Finds and checks the target in the import's own transaction (`db`). */
export type TargetOf = (db: Db) => Promise<ImportTarget>;

/**
 * A researcher's or admin's import (`POST /api/participants/import`): the institute (a
 * researcher's own), the school and the form of the body, each checked (400 naming the field,
 * as for one participant).
 */
export function bodyTarget(user: AuthUser, body: ImportParticipantsBody): TargetOf {
  return async (db) => {
    const researchInstituteId = await instituteForNewParticipant(
      db,
      user,
      body.researchInstituteId,
    );
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
    return {
      researchInstituteId,
      schoolId: body.schoolId,
      consentFormId,
      noFormProblem: 'Choose the consent form the parents decided on',
    };
  };
}

/** Reads the text and checks its rows against the target's institute: the subject IDs taken. */
async function check(db: Db, target: ImportTarget, text: string): Promise<ImportPreview> {
  const { rows, problems } = readImport(text);
  const more: ImportProblem[] = [];
  if (target.consentFormId === null && rows.some((row) => row.consent !== null)) {
    more.push({ row: null, column: 'consent', message: target.noFormProblem });
  }
  const taken = await takenSubjectIds(
    db,
    target.researchInstituteId,
    rows.map((row) => row.subjectId),
  );
  for (const row of rows) {
    if (taken.has(row.subjectId)) {
      more.push({ row: row.row, column: 'subject_id', message: SUBJECT_ID_EXISTS_MESSAGE });
    }
  }
  const withProblem = new Set(more.map((problem) => problem.row));
  return {
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
  targetOf: TargetOf,
  text: string,
): Promise<ImportPreview> {
  return check(db, await targetOf(db), text);
}

/**
 * Stores every row with its decision and audit entries in one transaction; 400 with every
 * problem (and nothing stored) while there is one, 409 for a subject ID taken meanwhile.
 */
export async function importParticipants(
  db: Db,
  user: AuthUser,
  targetOf: TargetOf,
  text: string,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const target = await targetOf(tx);
    const checked = await check(tx, target, text);
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
      researchInstituteId: target.researchInstituteId,
      schoolId: target.schoolId,
      consentFormId: target.consentFormId,
      userId: user.id,
    });
    if (imported === 'duplicate') throw httpError.conflict(SUBJECT_ID_EXISTS_MESSAGE);
    return { imported };
  });
}
