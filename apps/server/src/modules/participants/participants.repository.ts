// Queries about participants. A scope is either every participant (admins) or one research
// institute's (researchers); another institute's participant is simply not found.
import { and, count, countDistinct, desc, eq } from 'drizzle-orm';
import type { Participant, ParticipantDetail } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { consentStatusOfParticipant } from '../../db/consent-status.ts';
import { writeOrDuplicate } from '../../db/postgres-errors.ts';
import {
  assessmentSessions,
  participants,
  researchInstitutes,
  schools,
  sessionAnswers,
} from '../../db/schema/index.ts';
import { inTenantScope, type TenantScope } from '../../db/tenant-scope.ts';

const listColumns = {
  id: participants.id,
  subjectId: participants.subjectId,
  firstName: participants.firstName,
  lastName: participants.lastName,
  // Left-joined: Drizzle answers null for the object when the participant has no school.
  school: { id: schools.id, name: schools.name },
  group: participants.groupLabel,
  consentStatus: consentStatusOfParticipant(),
};

/** The participants of the scope, newest first (one just added is at the top of the grid). */
export function listParticipants(db: Db, scope: TenantScope): Promise<Participant[]> {
  return db
    .select(listColumns)
    .from(participants)
    .leftJoin(schools, eq(schools.id, participants.schoolId))
    .where(inTenantScope(scope, participants.researchInstituteId))
    .orderBy(desc(participants.id));
}

export async function findParticipant(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<ParticipantDetail | undefined> {
  const [row] = await db
    .select({
      ...listColumns,
      birthYear: participants.birthYear,
      birthMonth: participants.birthMonth,
      sex: participants.sex,
      createdAt: participants.createdAt,
      instituteId: researchInstitutes.id,
      instituteName: researchInstitutes.name,
    })
    .from(participants)
    .leftJoin(researchInstitutes, eq(researchInstitutes.id, participants.researchInstituteId))
    .leftJoin(schools, eq(schools.id, participants.schoolId))
    .where(and(eq(participants.id, id), inTenantScope(scope, participants.researchInstituteId)))
    .limit(1);
  if (!row) return undefined;
  const { instituteId, instituteName, createdAt, sex, ...participant } = row;
  return {
    ...participant,
    sex: sex as ParticipantDetail['sex'],
    researchInstitute:
      instituteId === null || instituteName === null
        ? null
        : { id: instituteId, name: instituteName },
    createdAt: createdAt.toISOString(),
  };
}

export interface NewParticipant {
  subjectId: string;
  firstName: string;
  lastName: string;
  researchInstituteId: number | null;
  schoolId?: number | null;
  groupLabel?: string | null;
  birthYear?: number | null;
  birthMonth?: number | null;
  sex?: string | null;
  createdBy: number;
}

/**
 * Whether the school is one of the institute's (managed by it), locking it against a concurrent
 * change of its institute until the transaction ends.
 */
export async function schoolOfInstituteExists(
  db: Db,
  schoolId: number,
  researchInstituteId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, schoolId), eq(schools.managingInstituteId, researchInstituteId)))
    .limit(1)
    .for('share');
  return row !== undefined;
}

/** The institute of a participant in the scope, its row locked for an update; undefined when none. */
export async function lockParticipant(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<{ researchInstituteId: number | null; subjectId: string } | undefined> {
  const [row] = await db
    .select({
      researchInstituteId: participants.researchInstituteId,
      subjectId: participants.subjectId,
    })
    .from(participants)
    .where(and(eq(participants.id, id), inTenantScope(scope, participants.researchInstituteId)))
    .limit(1)
    .for('update');
  return row;
}

export interface ParticipantChanges {
  subjectId?: string;
  firstName?: string;
  lastName?: string;
  schoolId?: number | null;
  groupLabel?: string | null;
  birthYear?: number | null;
  birthMonth?: number | null;
  sex?: string | null;
}

/** Sets the fields given of the participant; 'duplicate' when its institute has the subject ID. */
export async function updateParticipantFields(
  db: Db,
  id: number,
  values: ParticipantChanges,
): Promise<void | 'duplicate'> {
  return writeOrDuplicate(SUBJECT_ID_CONSTRAINT, 'Updating a participant', async () => {
    await db.update(participants).set(values).where(eq(participants.id, id));
  });
}

const SUBJECT_ID_CONSTRAINT = 'participants_institute_subject_key';

/** Inserts the participant; 'duplicate' when its institute already has the subject ID. */
export async function insertParticipant(
  db: Db,
  values: NewParticipant,
): Promise<{ id: number } | 'duplicate'> {
  return writeOrDuplicate(SUBJECT_ID_CONSTRAINT, 'Inserting a participant', async () => {
    const [row] = await db.insert(participants).values(values).returning({ id: participants.id });
    if (!row) throw new Error('participant not inserted');
    return row;
  });
}

/**
 * Deletes the participant; its sessions and their answers go with it (foreign keys cascade).
 * The numbers of sessions and answers removed, for the audit entry.
 */
export async function deleteParticipant(
  db: Db,
  id: number,
): Promise<{ sessions: number; answers: number }> {
  const [counts] = await db
    .select({
      sessions: countDistinct(assessmentSessions.id),
      answers: count(sessionAnswers.sessionId),
    })
    .from(assessmentSessions)
    .leftJoin(sessionAnswers, eq(sessionAnswers.sessionId, assessmentSessions.id))
    .where(eq(assessmentSessions.participantId, id));
  await db.delete(participants).where(eq(participants.id, id));
  return counts ?? { sessions: 0, answers: 0 };
}
