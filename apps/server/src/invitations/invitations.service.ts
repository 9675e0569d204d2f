// Inviting a person into a membership (researcher of an institute, staff of a school): the user
// record (created with empty names when new), a sign-in account (embedded or Keycloak:
// identity/sign-in-accounts.ts), and the mailed link that accepts the pending membership. Runs
// inside the caller's transaction together with the membership row; what it does outside the
// database (a Keycloak user) is taken back when that transaction does not commit.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Compensations } from '../db/compensated-transaction.ts';
import { recordAudit } from '../db/record-audit.ts';
import { httpError, HttpProblem } from '../lib/http-problem.ts';
import { createRateLimiter } from '../db/rate-limits.ts';
import { MailDeliveryError, type Mailer, type MailMessage } from '../lib/mail/mailer.ts';
import { invitationMail, renewalRequestMail, type Membership } from './invitation-mail.ts';
import { hashInvitationToken, newInvitationToken, ONBOARDING_PATH } from './invitation-token.ts';
import type { SignInAccounts } from '../identity/sign-in-accounts.ts';
import {
  findOrCreateInvitee,
  replaceInvitation,
  type Invitee,
  type MembershipRef,
} from './invitations.repository.ts';

const DAY_SECONDS = 24 * 60 * 60;
const DAY_MS = DAY_SECONDS * 1000;

/**
 * Invitation mails from one inviter to one person per hour (invites and resends alike), counted
 * as password reset mails are (rate_limits). Per inviter, not per address alone: a count that
 * others' invitations raise would tell an inviter that someone else invites the address.
 */
export const INVITATION_MAILS_PER_HOUR = 5;
const mailLimit = { max: INVITATION_MAILS_PER_HOUR, windowSeconds: 3600 };

/** Counts one mail in `tx` (it is taken back with a rollback), or answers 429. */
async function countInvitationMail(tx: Db, actorUserId: number, inviteeId: number) {
  const answer = await createRateLimiter(tx, mailLimit).consume(
    `invitation:mail:${actorUserId}:${inviteeId}`,
  );
  if (answer.allowed) return;
  const minutes = Math.ceil(answer.retryAfterSeconds / 60);
  throw new HttpProblem(429, {
    detail: `This person has been sent ${INVITATION_MAILS_PER_HOUR} invitation mails by you within an hour. Nothing was sent; please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    headers: { 'retry-after': String(answer.retryAfterSeconds) },
  });
}

export interface InvitationSettings {
  /** Where people sign in: the web app's origin (with a trailing slash). */
  appUrl: string;
  /**
   * The page a mailed link opens to accept: the embedded provider's invitation page (which also
   * sets up a new person's name and password), or with an external issuer the web app's accept
   * page (the person signs in there first).
   */
  acceptUrl: string;
  ttlDays: number;
}

/** The web app's page that accepts an invitation for the signed-in person (external issuer). */
export const ACCEPT_PAGE_PATH = 'invitations/accept';

export function invitationSettings(config: Config): InvitationSettings {
  const appUrl = `${config.publicUrl}/`;
  return {
    appUrl,
    acceptUrl: config.oidc.embedded
      ? `${config.oidc.issuer}${ONBOARDING_PATH}`
      : `${appUrl}${ACCEPT_PAGE_PATH}`,
    ttlDays: config.invitationTtlDays,
  };
}

export interface InviteRequest {
  actorUserId: number;
  membership: Membership;
  /** True when an earlier link of the membership is replaced (resend, or invited again). */
  resent: boolean;
}

export interface Inviter {
  /** The invitee's user record, found by email (case-insensitive) or created; locked by `tx`. */
  findOrCreateInvitee(tx: Db, email: string, actorUserId: number): Promise<Invitee>;
  /**
   * After the pending membership row is written: a sign-in account and the mail with a new
   * single-use link that accepts the membership (an older link of it stops working). `tx` must
   * be a compensatedTransaction's: a provider account made here goes again if it fails to commit.
   * 429 when the inviter has mailed the person INVITATION_MAILS_PER_HOUR times this hour.
   */
  sendLink(
    tx: Db,
    compensations: Compensations,
    invitee: Pick<Invitee, 'id' | 'email'>,
    request: InviteRequest,
  ): Promise<void>;
  /**
   * After a pending membership was revoked: the provider's side of it taken back (an account the
   * invitation made and nobody set up, when the person has no `otherMemberships`).
   */
  revoke(
    invitee: Pick<Invitee, 'id' | 'email'>,
    membership: Membership,
    otherMemberships: number,
  ): Promise<void>;
  /** After the person accepted in the transaction: the provider's side (Keycloak's role). */
  accepted(
    invitee: Pick<Invitee, 'id' | 'email'>,
    membership: { kind: Membership['kind'] },
  ): Promise<void>;
  /** Mails the inviter that the invitee's link expired and they ask for a new one. */
  mailRenewalRequest(
    tx: Db,
    request: {
      inviterEmail: string;
      inviterIsAdmin: boolean;
      inviteeEmail: string;
      membership: Membership;
    },
  ): Promise<void>;
}

/**
 * The membership a resend or revoke acts on, while it is still an invitation: 404 naming `what`
 * when there is none, 409 with `acceptedMessage` when the person has accepted it.
 */
export function pendingMembership<M extends { accepted: boolean }>(
  membership: M | undefined,
  what: string,
  acceptedMessage: string,
): M {
  if (!membership) throw httpError.notFound(what);
  if (membership.accepted) throw httpError.conflict(acceptedMessage);
  return membership;
}

function membershipRef(membership: Membership): MembershipRef {
  return membership.kind === 'researcher'
    ? { kind: 'researcher', researcherId: membership.researcherId }
    : { kind: 'staff', schoolId: membership.schoolId };
}

/** The page of the web app that shows the membership's card (with Resend) to the inviter. */
export function membershipPageUrl(
  appUrl: string,
  membership: Membership,
  inviterIsAdmin: boolean,
): string {
  if (membership.kind === 'researcher') {
    return `${appUrl}admin/research-institutes/${membership.instituteId}`;
  }
  return `${appUrl}${inviterIsAdmin ? 'admin' : 'r'}/schools/${membership.schoolId}`;
}

export function createInviter(
  mailer: Mailer,
  accounts: SignInAccounts,
  settings: InvitationSettings,
  log: FastifyBaseLogger,
): Inviter {
  async function deliver(tx: Db, message: MailMessage): Promise<void> {
    try {
      await mailer.send(tx, message);
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      // The transaction rolls back: no membership without its mail. The cause names the server.
      log.error({ err: error.cause }, 'invitation mail could not be sent');
      throw httpError.serviceUnavailable(
        'The invitation mail could not be sent. Nothing was saved; please try again later.',
      );
    }
  }

  return {
    async findOrCreateInvitee(tx, email, actorUserId) {
      const invitee = await findOrCreateInvitee(tx, email);
      if (invitee.created) {
        await recordAudit(tx, {
          actorUserId,
          action: 'user.invited',
          entityType: 'user',
          entityId: invitee.id,
        });
      }
      return invitee;
    },

    async sendLink(tx, compensations, invitee, { actorUserId, membership, resent }) {
      await countInvitationMail(tx, actorUserId, invitee.id);
      const token = newInvitationToken();
      const expiresAt = new Date(Date.now() + settings.ttlDays * DAY_MS);
      const invitationId = await replaceInvitation(tx, {
        userId: invitee.id,
        membership: membershipRef(membership),
        tokenHash: hashInvitationToken(token),
        expiresAt,
        invitedBy: actorUserId,
      });
      // In the query, not the path: request logs drop query values, so the token is never logged.
      const link = `${settings.acceptUrl}?token=${token}`;
      const undoAccount = await accounts.prepare(tx, invitee, membership, {
        url: link,
        lifespanSeconds: settings.ttlDays * DAY_SECONDS,
      });
      // A failure from here on (the mail, the audit, the commit) rolls back the app's side; the
      // provider's side is taken back by the transaction.
      compensations.add(undoAccount);
      await deliver(
        tx,
        invitationMail(invitee.email, {
          membership,
          link,
          expiresAt,
          setUpByProviderMail: accounts.setUpByProviderMail,
        }),
      );
      await recordAudit(tx, {
        actorUserId,
        action: resent ? 'invitation.resent' : 'invitation.sent',
        entityType: 'invitation',
        entityId: invitationId,
        details: { userId: invitee.id, delivery: mailer.delivery },
      });
      // Never the link: it opens the account. Admins read kept mails through GET /api/outbox.
      log.info(
        { invitationId, userId: invitee.id, delivery: mailer.delivery },
        mailer.delivery === 'outbox'
          ? 'invitation mail queued in the outbox'
          : 'invitation mail sent',
      );
    },

    revoke: (invitee, membership, otherMemberships) =>
      accounts.revoke(invitee, membership, otherMemberships),

    accepted: (invitee, membership) => accounts.accepted(invitee, membership),

    async mailRenewalRequest(tx, { inviterEmail, inviterIsAdmin, inviteeEmail, membership }) {
      const pageUrl = membershipPageUrl(settings.appUrl, membership, inviterIsAdmin);
      await deliver(tx, renewalRequestMail(inviterEmail, { inviteeEmail, membership, pageUrl }));
    },
  };
}
