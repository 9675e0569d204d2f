// What an invitation link does once it is opened, the same whichever page opened it: the
// embedded provider's invitation page (apps/server/src/idp/invitation-routes.ts, where a new
// person also sets names and a password) or, with an external provider such as Keycloak, the web
// app's accept page through `POST /api/invitations/accept`. Each caller turns the outcome into
// its own answer (a page, or a problem).
import type { Db } from '../db/client.ts';
import { recordAudit } from '../db/record-audit.ts';
import { findUserEmail } from '../identity/users.repository.ts';
import type { Membership } from './invitation-mail.ts';
import { hashInvitationToken } from './invitation-token.ts';
import {
  acceptInvitation,
  completeOnboarding,
  findInvitation,
  isEmbeddedAdmin,
  markRenewalRequested,
  type FoundInvitation,
  type InvitationLookup,
} from './invitations.repository.ts';
import type { Inviter } from './invitations.service.ts';

/**
 * The link's invitation as its pages show it. A link made before memberships had to be accepted
 * only ever set up an account: once that is done it reads as used.
 */
export async function lookUpLink(db: Db, token: string): Promise<InvitationLookup> {
  const lookup = await findInvitation(db, hashInvitationToken(token));
  if (lookup.status !== 'used' && lookup.status !== 'unknown') {
    const { invitation } = lookup;
    if (invitation.membership === null && invitation.hasPassword) return { status: 'used' };
  }
  return lookup;
}

export interface Onboarding {
  firstName: string;
  lastName: string;
  passwordHash: string;
}

export type Acceptance =
  | { status: 'accepted'; invitation: FoundInvitation }
  /** The person signed in is not the one the link was sent to. */
  | { status: 'not-invitee' }
  | { status: 'expired' | 'used' | 'unknown' };

/**
 * Uses the link: the membership comes into force (for a new person of the embedded provider,
 * with `onboarding`: names and password set first), the provider's side follows (Keycloak's
 * role), and it is audited. `asUserId`: the signed-in person, who must be the invitee; the
 * embedded provider's page has no sign-in, the link being the credential. Under a row lock, so
 * two submissions of one link cannot both succeed; a provider failure rolls it all back and
 * leaves the link open.
 */
export function acceptLink(
  { db, inviter }: { db: Db; inviter: Pick<Inviter, 'accepted'> },
  token: string,
  { asUserId, onboarding }: { asUserId?: number; onboarding?: Onboarding } = {},
): Promise<Acceptance> {
  return db.transaction(async (tx) => {
    const lookup = await findInvitation(tx, hashInvitationToken(token), { lock: true });
    if (lookup.status === 'unknown' || lookup.status === 'used') return lookup;
    const { invitation } = lookup;
    if (asUserId !== undefined && invitation.userId !== asUserId) return { status: 'not-invitee' };
    if (lookup.status === 'expired') return { status: 'expired' };
    const { membership, userId } = invitation;
    if (onboarding) {
      // Set up meanwhile through another link: this one only accepts.
      if (invitation.hasPassword) return { status: 'unknown' };
      await completeOnboarding(tx, invitation, onboarding);
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'user.onboarded',
        entityType: 'user',
        entityId: userId,
        details: { invitationId: invitation.id },
      });
    } else {
      // A link from before memberships had to be accepted sets up an account, nothing more.
      if (!membership) return { status: 'unknown' };
      await acceptInvitation(tx, invitation);
    }
    if (membership) {
      // Last: when the provider fails, the transaction rolls back and the link stays open.
      await inviter.accepted({ id: userId, email: invitation.email }, membership);
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'invitation.accepted',
        entityType: 'invitation',
        entityId: invitation.id,
        details: { userId },
      });
    }
    return { status: 'accepted', invitation };
  });
}

/** The mail texts' view of a found invitation's membership. */
function mailMembership(invitation: FoundInvitation): Membership | null {
  const { membership } = invitation;
  if (!membership) return null;
  return membership.kind === 'researcher'
    ? {
        kind: 'researcher',
        researcherId: membership.researcherId,
        instituteId: membership.inviteTargetId,
        instituteName: membership.name,
      }
    : { kind: 'staff', schoolId: membership.schoolId, schoolName: membership.name };
}

/** Whether the invitee of an expired link can ask the inviter for a new one (once). */
export const canRequestRenewal = (invitation: FoundInvitation) =>
  invitation.membership !== null && invitation.inviter !== null && !invitation.renewalRequested;

/**
 * 'Request a new link' on an expired link's page: mails the inviter a link to the card with
 * Resend, once per invitation, audited. False when it was asked for already (or cannot be).
 */
export async function requestRenewal(
  { db, inviter }: { db: Db; inviter: Pick<Inviter, 'mailRenewalRequest'> },
  invitation: FoundInvitation,
): Promise<boolean> {
  const membership = mailMembership(invitation);
  if (!membership || !invitation.inviter) return false;
  const inviterId = invitation.inviter.id;
  return db.transaction(async (tx) => {
    if (!(await markRenewalRequested(tx, invitation.id))) return false;
    const inviterEmail = await findUserEmail(tx, inviterId);
    if (inviterEmail) {
      await inviter.mailRenewalRequest(tx, {
        inviterEmail,
        inviterIsAdmin: await isEmbeddedAdmin(tx, inviterId),
        inviteeEmail: invitation.invitedEmail,
        membership,
      });
    }
    await recordAudit(tx, {
      actorUserId: invitation.userId,
      action: 'invitation.renewal_requested',
      entityType: 'invitation',
      entityId: invitation.id,
      details: { userId: invitation.userId, inviterUserId: inviterId },
    });
    return true;
  });
}
