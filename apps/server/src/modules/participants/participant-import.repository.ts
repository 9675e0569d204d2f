// Writes and reads of a class import: the subject IDs an institute has already, and every
// child of an import with its parents' decision and its audit entries, in the caller's transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ImportRow } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { writeOrDuplicate } from '../../db/postgres-errors.ts';
import { auditLog, participantConsents, participants } from '../../db/schema/index.ts';

/** Rows per statement: far below PostgreSQL's 65,535 parameters for 11 columns a row. */
const CHUNK = 1000;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/** Which of the subject IDs the institute (null: no institute) has already. */
export async function takenSubjectIds(
  db: Db,
  researchInstituteId: number | null,
  subjectIds: readonly string[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks(subjectIds)) {
    const rows = await db
      .select({ subjectId: participants.subjectId })
      .from(participants)
      .where(
        and(
          researchInstituteId === null
            ? isNull(participants.researchInstituteId)
            : eq(participants.researchInstituteId, researchInstituteId),
          inArray(participants.subjectId, part),
        ),
      );
    for (const row of rows) taken.add(row.subjectId);
  }
  return taken;
}

const SUBJECT_ID_CONSTRAINT = 'participants_institute_subject_key';

/**
 * Stores every row as a participant of the institute and school, each decision of the parents
 * on the form, and an audit entry per child and per decision; 'duplicate' when a subject ID was
 * taken meanwhile (the caller's transaction then stores nothing).
 */
export async function insertImported(
  tx: Db,
  rows: readonly ImportRow[],
  target: {
    researchInstituteId: number | null;
    schoolId: number | null;
    consentFormId: number | null;
    userId: number;
  },
): Promise<number | 'duplicate'> {
  return writeOrDuplicate(SUBJECT_ID_CONSTRAINT, 'Importing participants', async () => {
    for (const part of chunks(rows)) {
      const inserted = await tx
        .insert(participants)
        .values(
          part.map((row) => ({
            subjectId: row.subjectId,
            firstName: row.firstName,
            lastName: row.lastName,
            researchInstituteId: target.researchInstituteId,
            schoolId: target.schoolId,
            groupLabel: row.group,
            birthYear: row.birthYear,
            birthMonth: row.birthMonth,
            sex: row.sex,
            createdBy: target.userId,
          })),
        )
        .returning({ id: participants.id, subjectId: participants.subjectId });
      // By subject ID (unique within an import), not by the order RETURNING happens to keep.
      const idOf = new Map(inserted.map(({ id, subjectId }) => [subjectId, id]));
      const ids = part.map((row) => idOf.get(row.subjectId)!);
      const decisions = part.flatMap((row, index) =>
        row.consent
          ? [
              {
                participantId: ids[index]!,
                status: row.consent.status,
                givenBy: row.consent.givenBy,
                relation: row.consent.relation,
                decidedOn: row.consent.decidedOn,
                consentFormId: target.consentFormId,
                recordedBy: target.userId,
              },
            ]
          : [],
      );
      const records =
        decisions.length === 0
          ? []
          : await tx.insert(participantConsents).values(decisions).returning({
              id: participantConsents.id,
              participantId: participantConsents.participantId,
            });
      const recordOf = new Map(records.map((record) => [record.participantId, record.id]));
      const entry = (action: string, participantId: number, details: Record<string, unknown>) => ({
        actorUserId: target.userId,
        action,
        entityType: 'participant',
        entityId: String(participantId),
        details,
      });
      await tx.insert(auditLog).values([
        ...ids.map((id) =>
          entry('participant.created', id, {
            researchInstituteId: target.researchInstituteId,
            ...(target.schoolId !== null && { schoolId: target.schoolId }),
            imported: true,
          }),
        ),
        ...decisions.map((decision) =>
          entry('participant.consent_recorded', decision.participantId, {
            status: decision.status,
            recordId: recordOf.get(decision.participantId),
            consentFormId: target.consentFormId,
          }),
        ),
      ]);
    }
    return rows.length;
  });
}
