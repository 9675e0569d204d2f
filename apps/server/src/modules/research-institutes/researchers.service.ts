// Inviting researchers and managing their pending invitations: user (new or existing),
// membership, sign-in account, mail and audit in one transaction, so a failure leaves nothing
// half written. A user is the researcher of at most one institute.
import type { InvitationSent, InviteResearcherBody } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { compensatedTransaction } from '../../db/compensated-transaction.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { Membership } from '../../invitations/invitation-mail.ts';
import { membershipCount } from '../../invitations/invitations.repository.ts';
import { pendingMembership, type Inviter } from '../../invitations/invitations.service.ts';
import { findResearchInstitute } from './research-institutes.repository.ts';
import {
  deletePendingResearcher,
  findResearcherMembership,
  insertResearcherMembership,
  updatePendingResearcher,
  type ResearcherMembership,
} from './researchers.repository.ts';

type Deps = { db: Db; inviter: Inviter };

/** A pending researcher's invitation, as resend and revoke name it. */
export interface ResearcherInvitation {
  actorUserId: number;
  /** The invitee's user id (a user is the researcher of at most one institute). */
  userId: number;
}

/** What the invitation mail names: the institute, and the membership its link accepts. */
function researcherMembership(
  membershipId: number,
  institute: { id: number; name: string },
): Membership {
  return {
    kind: 'researcher',
    researcherId: membershipId,
    instituteId: institute.id,
    instituteName: institute.name,
  };
}

/**
 * A pending membership and its mailed link; a pending researcher of the same institute gets a
 * new link instead. The answer is the same whether the email was known or not.
 */
export async function inviteResearcher(
  deps: Deps,
  actorUserId: number,
  { email, researchInstituteId }: InviteResearcherBody,
): Promise<InvitationSent> {
  await compensatedTransaction(deps.db, async (tx, compensations) => {
    const institute = await findResearchInstitute(tx, researchInstituteId);
    if (!institute) {
      throw httpError.badRequest('The research institute does not exist.', [
        { path: '/body/researchInstituteId', message: 'Research institute not found' },
      ]);
    }
    const invitee = await deps.inviter.findOrCreateInvitee(tx, email, actorUserId);
    const existing = await findResearcherMembership(tx, invitee.id);
    if (existing && existing.researchInstituteId !== institute.id) {
      throw httpError.conflict(
        'This person is already a researcher of another research institute; a researcher ' +
          'belongs to one institute only.',
      );
    }
    if (existing?.accepted) {
      throw httpError.conflict('This person is already a researcher of this research institute.');
    }
    let membershipId = existing?.id;
    if (membershipId !== undefined) {
      await updatePendingResearcher(tx, membershipId, email);
    } else {
      membershipId = await insertResearcherMembership(tx, {
        userId: invitee.id,
        researchInstituteId: institute.id,
        invitedEmail: email,
      });
      await recordAudit(tx, {
        actorUserId,
        action: 'researcher.invited',
        entityType: 'researcher',
        entityId: membershipId,
        details: { userId: invitee.id, researchInstituteId: institute.id },
      });
    }
    await deps.inviter.sendLink(tx, compensations, invitee, {
      actorUserId,
      membership: researcherMembership(membershipId, institute),
      resent: existing !== undefined,
    });
  });
  return { email };
}

/**
 * The user's pending membership (researcher id) and what its mail names, or 404 / 409 when there
 * is none.
 */
async function pendingResearcher(
  tx: Db,
  userId: number,
): Promise<ResearcherMembership & { mailed: Membership }> {
  const membership = pendingMembership(
    await findResearcherMembership(tx, userId),
    'Researcher',
    'This researcher has already accepted the invitation.',
  );
  const institute = await findResearchInstitute(tx, membership.researchInstituteId);
  if (!institute) throw new Error('institute of a researcher vanished');
  return { ...membership, mailed: researcherMembership(membership.id, institute) };
}

/** Resend: a new link; the older one stops working. */
export async function resendResearcherInvitation(
  deps: Deps,
  { actorUserId, userId }: ResearcherInvitation,
): Promise<void> {
  await compensatedTransaction(deps.db, async (tx, compensations) => {
    const { email, mailed } = await pendingResearcher(tx, userId);
    await deps.inviter.sendLink(
      tx,
      compensations,
      { id: userId, email },
      { actorUserId, membership: mailed, resent: true },
    );
  });
}

/** Revoke: the pending membership goes, and its link stops working. */
export async function revokeResearcherInvitation(
  deps: Deps,
  { actorUserId, userId }: ResearcherInvitation,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { id, email, researchInstituteId, mailed } = await pendingResearcher(tx, userId);
    await deletePendingResearcher(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: 'researcher.invitation_revoked',
      entityType: 'researcher',
      entityId: id,
      details: { userId, researchInstituteId },
    });
    // Last: when the provider fails, the transaction rolls back and the invitation stays.
    await deps.inviter.revoke({ id: userId, email }, mailed, await membershipCount(tx, userId));
  });
}
