// Accepting an invitation as the signed-in person, with an external sign-in provider: the mailed
// link opens the web app, which signs the person in and sends the link's token here. (With the
// embedded provider the link opens the provider's own page, which does the same.)
import type { InvitationAccepted } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../db/record-audit.ts';
import { HttpProblem, httpError } from '../../lib/http-problem.ts';
import { hashInvitationToken } from '../../invitations/invitation-token.ts';
import { acceptInvitation, findInvitation } from '../../invitations/invitations.repository.ts';
import type { Inviter } from '../../invitations/invitations.service.ts';

const unknownLink = () =>
  new HttpProblem(404, { detail: 'This invitation link is unknown or has been used already.' });

export async function acceptInvitationAs(
  { db, inviter }: { db: Db; inviter: Inviter },
  userId: number,
  token: string,
): Promise<InvitationAccepted> {
  return db.transaction(async (tx) => {
    // Locked: two tabs accepting one link cannot both succeed.
    const lookup = await findInvitation(tx, hashInvitationToken(token), { lock: true });
    if (lookup.status === 'unknown' || lookup.status === 'used') throw unknownLink();
    const { invitation } = lookup;
    if (invitation.userId !== userId) {
      throw httpError.forbidden(
        'This invitation was sent to another email address: sign in as the person it was sent to.',
      );
    }
    if (lookup.status === 'expired') {
      throw new HttpProblem(410, {
        detail: 'This invitation has expired. Ask the person who invited you to send a new one.',
      });
    }
    // Links from before memberships had to be accepted only set up an account.
    const { membership } = invitation;
    if (!membership) throw unknownLink();
    await acceptInvitation(tx, invitation);
    // Last: when the provider fails, the transaction rolls back and the link stays open.
    await inviter.accepted({ id: userId, email: invitation.email }, membership);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'invitation.accepted',
      entityType: 'invitation',
      entityId: invitation.id,
      details: { userId },
    });
    return { kind: membership.kind, name: membership.name };
  });
}
