// Inviting a researcher: user (new or existing), membership, sign-in account, mail and audit in
// one transaction, so a failure leaves nothing half written.
import type { InviteResearcherBody, Researcher } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Inviter } from '../invitations/invitations.service.ts';
import { findResearchInstitute } from '../research-institutes/research-institutes.repository.ts';
import { insertResearcherMembership } from './researchers.repository.ts';

export async function inviteResearcher(
  deps: { db: Db; inviter: Inviter },
  actorUserId: number,
  { email, researchInstituteId }: InviteResearcherBody,
): Promise<Researcher> {
  return deps.db.transaction(async (tx) => {
    const institute = await findResearchInstitute(tx, researchInstituteId);
    if (!institute) {
      throw httpError.badRequest('The research institute does not exist.', [
        { path: '/body/researchInstituteId', message: 'Research institute not found' },
      ]);
    }
    const invitee = await deps.inviter.findOrCreateInvitee(tx, email, actorUserId);
    const membershipId = await insertResearcherMembership(tx, invitee.id, institute.id);
    if (membershipId === undefined) {
      throw httpError.conflict('This person is already a researcher of this research institute.');
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'researcher.invited',
      entityType: 'researcher',
      entityId: membershipId,
      details: { userId: invitee.id, researchInstituteId: institute.id },
    });
    await deps.inviter.notify(tx, invitee, {
      actorUserId,
      membership: { kind: 'researcher', instituteName: institute.name },
    });
    return {
      id: invitee.id,
      firstName: invitee.firstName,
      lastName: invitee.lastName,
      email: invitee.email,
      researchInstituteId: institute.id,
    };
  });
}
