// Small reads that several modules need (modules never import each other).
import { and, eq } from 'drizzle-orm';
import type { AnswersAfterStop } from '@cogniplay/contract';
import type { Db } from './client.ts';
import { assessments, participants, researchInstitutes, schools } from './schema/index.ts';
import { inTenantScope, type TenantScope } from './tenant-scope.ts';

/** Whether the research institute exists (a record's institute must, when one is named). */
export async function researchInstituteExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: researchInstitutes.id })
    .from(researchInstitutes)
    .where(eq(researchInstitutes.id, id))
    .limit(1);
  return row !== undefined;
}

/** What a participant's initials are made from; personal data, never logged. */
export async function participantNames(
  db: Db,
  id: number,
): Promise<{ firstName: string; lastName: string; subjectId: string } | undefined> {
  const [row] = await db
    .select({
      firstName: participants.firstName,
      lastName: participants.lastName,
      subjectId: participants.subjectId,
    })
    .from(participants)
    .where(eq(participants.id, id));
  return row;
}

/** Whether the assessment exists in the caller's scope (another tenant's is not found). */
export async function assessmentInScope(db: Db, scope: TenantScope, id: number) {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.id, id), inTenantScope(scope, assessments.researchInstituteId)));
  return row !== undefined;
}

/**
 * The institute's consent gate, retention rules and what a stop does to answers, its row locked
 * for an update when asked; undefined when no such institute.
 */
export async function findInstituteSettings(
  db: Db,
  researchInstituteId: number,
  { lock = false } = {},
): Promise<
  | {
      sessionsNeedConsent: boolean;
      retentionMonths: number | null;
      studyEndsOn: string | null;
      answersAfterStop: AnswersAfterStop;
    }
  | undefined
> {
  const query = db
    .select({
      sessionsNeedConsent: researchInstitutes.sessionsNeedConsent,
      retentionMonths: researchInstitutes.retentionMonths,
      studyEndsOn: researchInstitutes.studyEndsOn,
      answersAfterStop: researchInstitutes.answersAfterStop,
    })
    .from(researchInstitutes)
    .where(eq(researchInstitutes.id, researchInstituteId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Whether the scope holds the participant (another tenant's is not found). */
export async function participantInScope(db: Db, scope: TenantScope, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.id, id), inTenantScope(scope, participants.researchInstituteId)));
  return row !== undefined;
}

/** Whether the scope holds the school: one its institute manages (another tenant's is not found). */
export async function schoolInScope(db: Db, scope: TenantScope, id: number): Promise<boolean> {
  return (await managingInstituteOf(db, scope, id)) !== undefined;
}

/**
 * The managing institute of a school the scope holds (null: none); undefined when the scope does
 * not hold the school.
 */
export async function managingInstituteOf(
  db: Db,
  scope: TenantScope,
  schoolId: number,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ instituteId: schools.managingInstituteId })
    .from(schools)
    .where(and(eq(schools.id, schoolId), inTenantScope(scope, schools.managingInstituteId)));
  return row?.instituteId;
}
