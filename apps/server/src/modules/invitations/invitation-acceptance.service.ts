// Accepting an invitation as the signed-in person, with an external sign-in provider: the mailed
// link opens the web app, which signs the person in and sends the link's token here. The link
// does what it does on the embedded provider's page (invitations/invitation-links.service.ts);
// here its outcome becomes a problem answer.
import type { InvitationAccepted } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { HttpProblem, httpError } from '../../lib/http-problem.ts';
import { acceptLink } from '../../invitations/invitation-links.service.ts';
import type { Inviter } from '../../invitations/invitations.service.ts';

export async function acceptInvitationAs(
  app: { db: Db; inviter: Inviter },
  userId: number,
  token: string,
): Promise<InvitationAccepted> {
  const outcome = await acceptLink(app, token, { asUserId: userId });
  switch (outcome.status) {
    case 'accepted': {
      // Without onboarding, only a link with a membership is accepted.
      const { membership } = outcome.invitation;
      return { kind: membership!.kind, name: membership!.name };
    }
    case 'not-invitee':
      throw httpError.forbidden(
        'This invitation was sent to another email address: sign in as the person it was sent to.',
      );
    case 'expired':
      throw new HttpProblem(410, {
        detail: 'This invitation has expired. Ask the person who invited you to send a new one.',
      });
    default:
      throw new HttpProblem(404, {
        detail: 'This invitation link is unknown or has been used already.',
      });
  }
}
