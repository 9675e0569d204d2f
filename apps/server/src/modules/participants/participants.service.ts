// Who sees and files which participants: admins all (and choose an institute or none), researchers
// their own institute's only. Personal data (names) never reaches the audit log or the logs.
import {
  SUBJECT_ID_EXISTS_MESSAGE,
  type CreateParticipantBody,
  type EraseParticipantQuery,
  type ParticipantDetail,
  type UpdateParticipantBody,
} from '@cogniplay/contract';
import { researchInstituteExists } from '../../db/lookups.ts';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import {
  deleteParticipant,
  findParticipant,
  insertParticipant,
  lockParticipant,
  schoolOfInstituteExists,
  updateParticipantFields,
  type ParticipantChanges,
} from './participants.repository.ts';

/**
 * The scope narrowed to one institute (a list's filter): that institute's when the scope holds
 * it, else none. Without an institute, the scope as it is.
 */
export function narrowedScope(
  scope: TenantScope,
  researchInstituteId: number | undefined,
): TenantScope {
  if (researchInstituteId === undefined) return scope;
  if (scope !== 'all' && scope.researchInstituteId !== researchInstituteId) {
    return { researchInstituteId: null };
  }
  return { researchInstituteId };
}

/** The institute the new participant belongs to, after the caller's permissions. */
export async function instituteForNewParticipant(
  db: Db,
  user: AuthUser,
  requested: number | null | undefined,
): Promise<number | null> {
  if (user.roles.includes('admin')) {
    if (requested == null) return null;
    if (!(await researchInstituteExists(db, requested))) {
      throw httpError.badRequest('The request is invalid.', [
        { path: '/body/researchInstituteId', message: 'Research institute not found' },
      ]);
    }
    return requested;
  }
  const instituteId = user.researcherContext?.researchInstituteId;
  if (instituteId === undefined) {
    throw httpError.forbidden('You are not a member of a research institute.');
  }
  if (requested != null && requested !== instituteId) {
    throw httpError.forbidden('Researchers add participants to their own institute only.');
  }
  return instituteId;
}

/**
 * A participant's school must be one of its own institute's: a researcher assigns only their
 * institute's schools, and a participant without an institute belongs to no school. 400 naming
 * `schoolId` otherwise (a missing school, another institute's, or one without institute).
 */
export async function checkSchool(
  db: Db,
  schoolId: number | null,
  researchInstituteId: number | null,
): Promise<void> {
  if (schoolId === null) return;
  const message =
    researchInstituteId === null
      ? 'A participant without a research institute cannot belong to a school'
      : "School not found among the participant's research institute's schools";
  if (
    researchInstituteId === null ||
    !(await schoolOfInstituteExists(db, schoolId, researchInstituteId))
  ) {
    throw httpError.badRequest('The request is invalid.', [{ path: '/body/schoolId', message }]);
  }
}

/** Stores the participant and its audit entry in one transaction; 409 for a taken subject ID. */
export async function createParticipant(
  db: Db,
  user: AuthUser,
  body: CreateParticipantBody,
): Promise<ParticipantDetail> {
  const id = await db.transaction(async (tx) => {
    const researchInstituteId = await instituteForNewParticipant(
      tx,
      user,
      body.researchInstituteId,
    );
    const schoolId = body.schoolId ?? null;
    await checkSchool(tx, schoolId, researchInstituteId);
    const inserted = await insertParticipant(tx, {
      subjectId: body.subjectId,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      researchInstituteId,
      schoolId,
      groupLabel: body.group ?? null,
      birthYear: body.birthYear ?? null,
      birthMonth: body.birthMonth ?? null,
      sex: body.sex ?? null,
      createdBy: user.id,
    });
    if (inserted === 'duplicate') throw httpError.conflict(SUBJECT_ID_EXISTS_MESSAGE);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'participant.created',
      entityType: 'participant',
      entityId: inserted.id,
      details: { researchInstituteId, ...(schoolId !== null && { schoolId }) },
    });
    return inserted.id;
  });
  const created = await findParticipant(db, 'all', id);
  if (!created) throw new Error('created participant not found');
  return created;
}

/**
 * Changes the fields the body has (subject ID, names, school, group, birth, sex) with an audit
 * entry naming them, and a corrected subject ID's old and new value; 409 for a subject ID the
 * institute has; undefined when the participant is not in the caller's scope (404).
 */
export async function updateParticipant(
  db: Db,
  user: AuthUser,
  id: number,
  body: UpdateParticipantBody,
): Promise<ParticipantDetail | undefined> {
  const scope = tenantScopeOf(user);
  const found = await db.transaction(async (tx) => {
    const participant = await lockParticipant(tx, scope, id);
    if (!participant) return false;
    const values: ParticipantChanges = {};
    if (body.subjectId !== undefined) values.subjectId = body.subjectId;
    if (body.firstName !== undefined) values.firstName = body.firstName;
    if (body.lastName !== undefined) values.lastName = body.lastName;
    if (body.schoolId !== undefined) {
      await checkSchool(tx, body.schoolId, participant.researchInstituteId);
      values.schoolId = body.schoolId;
    }
    // The body's schema has already trimmed the label and turned a blank one into null.
    if (body.group !== undefined) values.groupLabel = body.group;
    if (body.birthYear !== undefined) values.birthYear = body.birthYear;
    if (body.birthMonth !== undefined) values.birthMonth = body.birthMonth;
    if (body.sex !== undefined) values.sex = body.sex;
    const fields = Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined);
    if (fields.length === 0) return true;
    if ((await updateParticipantFields(tx, id, values)) === 'duplicate') {
      throw httpError.conflict(SUBJECT_ID_EXISTS_MESSAGE);
    }
    // A corrected subject ID is named with its old value: exports made before carry the old
    // one, and the trail says which child it was. Names are never in the log.
    const renamed =
      body.subjectId !== undefined && body.subjectId !== participant.subjectId
        ? { subjectId: { from: participant.subjectId, to: body.subjectId } }
        : {};
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'participant.updated',
      entityType: 'participant',
      entityId: id,
      details: { fields, ...renamed },
    });
    return true;
  });
  return found ? findParticipant(db, scope, id) : undefined;
}

/**
 * Erases a participant for good: names, sessions and answers, in one transaction. The audit entry
 * keeps who did it, when, why when said, and the internal id with the numbers removed, nothing
 * personal. False when the participant is not in the caller's scope (404).
 */
export async function eraseParticipant(
  db: Db,
  user: AuthUser,
  id: number,
  reason?: EraseParticipantQuery['reason'],
): Promise<boolean> {
  const scope = tenantScopeOf(user);
  return db.transaction(async (tx) => {
    const participant = await lockParticipant(tx, scope, id);
    if (!participant) return false;
    const removed = await deleteParticipant(tx, id);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'participant.erased',
      entityType: 'participant',
      entityId: id,
      details: {
        researchInstituteId: participant.researchInstituteId,
        ...removed,
        ...(reason && { reason }),
      },
    });
    return true;
  });
}
