// Inviting a person into a membership (researcher of an institute, staff of a school): the user
// record (created with empty names when new), a sign-in account of the embedded provider, and
// the mail. Runs inside the caller's transaction together with the membership row.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { httpError } from '../../lib/http-problem.ts';
import { MailDeliveryError, type Mailer, type MailMessage } from '../mail/mailer.ts';
import { invitationMail, membershipAddedMail, type Membership } from './invitation-mail.ts';
import { hashInvitationToken, newInvitationToken, ONBOARDING_PATH } from './invitation-token.ts';
import {
  ensureIdpAccount,
  findOrCreateInvitee,
  insertInvitation,
  type Invitee,
} from './invitations.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationSettings {
  /** Where people sign in: the web app's origin. */
  appUrl: string;
  /**
   * The embedded provider's onboarding page; null with an external issuer, where accounts and
   * passwords are managed by that provider.
   */
  onboardingUrl: string | null;
  ttlDays: number;
}

export function invitationSettings(config: Config): InvitationSettings {
  return {
    appUrl: `${config.publicUrl}/`,
    onboardingUrl: config.oidc.embedded ? `${config.oidc.issuer}${ONBOARDING_PATH}` : null,
    ttlDays: config.invitationTtlDays,
  };
}

export interface InviteRequest {
  actorUserId: number;
  membership: Membership;
}

export interface Inviter {
  /** The invitee's user record, found by email (case-insensitive) or created; locked by `tx`. */
  findOrCreateInvitee(tx: Db, email: string, actorUserId: number): Promise<Invitee>;
  /**
   * After the membership row is written: the sign-in account (with the researcher role for
   * researchers) and the mail. A person without a password gets a new single-use link; one who
   * can already sign in only gets the news.
   */
  notify(tx: Db, invitee: Invitee, request: InviteRequest): Promise<void>;
}

export function createInviter(
  mailer: Mailer,
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

  async function sendOnboardingLink(
    tx: Db,
    invitee: Invitee,
    { actorUserId, membership }: InviteRequest,
    onboardingUrl: string,
  ) {
    const token = newInvitationToken();
    const expiresAt = new Date(Date.now() + settings.ttlDays * DAY_MS);
    const invitationId = await insertInvitation(tx, {
      userId: invitee.id,
      tokenHash: hashInvitationToken(token),
      expiresAt,
      invitedBy: actorUserId,
    });
    // In the query, not the path: request logs drop query values, so the token is never logged.
    const link = `${onboardingUrl}?token=${token}`;
    await deliver(tx, invitationMail(invitee.email, { membership, link, expiresAt }));
    await recordAudit(tx, {
      actorUserId,
      action: 'invitation.sent',
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

    async notify(tx, invitee, { actorUserId, membership }) {
      if (settings.onboardingUrl) {
        const role = membership.kind === 'researcher' ? 'researcher' : undefined;
        const { hasPassword } = await ensureIdpAccount(tx, invitee.id, role);
        if (!hasPassword) {
          await sendOnboardingLink(
            tx,
            invitee,
            { actorUserId, membership },
            settings.onboardingUrl,
          );
          return;
        }
      }
      await deliver(
        tx,
        membershipAddedMail(invitee.email, { membership, appUrl: settings.appUrl }),
      );
      log.info({ userId: invitee.id, delivery: mailer.delivery }, 'membership mail handed over');
    },
  };
}
