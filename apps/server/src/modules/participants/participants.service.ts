// Who sees and files which participants: admins all (and choose an institute or none), researchers
// their own institute's only. Personal data (names) never reaches the audit log or the logs.
import {
  SUBJECT_ID_EXISTS_MESSAGE,
  type CreateParticipantBody,
  type ParticipantDetail,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../../db/record-audit.ts';
import { tenantScopeOf } from '../../identity/tenant-scope-of.ts';
import { findResearcherContext } from '../../identity/users.repository.ts';
import {
  findParticipant,
  insertParticipant,
  researchInstituteExists,
  type ParticipantScope,
} from './participants.repository.ts';

/**
 * The participants `user` may see; null for a researcher without an institute (sees none).
 * Routes admit only admins and researchers; an admin who is also a researcher sees everything.
 */
export async function participantScopeOf(db: Db, user: AuthUser): Promise<ParticipantScope | null> {
  const scope = await tenantScopeOf(db, user);
  if (scope === 'all') return scope;
  const { researchInstituteId } = scope;
  return researchInstituteId === null ? null : { researchInstituteId };
}

/** The institute the new participant belongs to, after the caller's permissions. */
async function instituteForNewParticipant(
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
  const context = await findResearcherContext(db, user.id);
  if (!context) throw httpError.forbidden('You are not a member of a research institute.');
  if (requested != null && requested !== context.researchInstituteId) {
    throw httpError.forbidden('Researchers add participants to their own institute only.');
  }
  return context.researchInstituteId;
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
    const inserted = await insertParticipant(tx, {
      subjectId: body.subjectId,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      researchInstituteId,
      createdBy: user.id,
    });
    if (inserted === 'duplicate') throw httpError.conflict(SUBJECT_ID_EXISTS_MESSAGE);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'participant.created',
      entityType: 'participant',
      entityId: inserted.id,
      details: { researchInstituteId },
    });
    return inserted.id;
  });
  const created = await findParticipant(db, 'all', id);
  if (!created) throw new Error('created participant not found');
  return created;
}
