// The page of an invitation link (`<issuer>/invitation?token=...`): a new person sets first and
// last name and a password, which accepts the pending membership; a person who can already sign
// in accepts with one button. Once, before the link expires; an expired link's page names the
// inviter and can ask them, once, for a new link. The token travels in the query (request logs
// drop query values) and in the form body, never in a logged path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isNameText } from '@cogniplay/contract';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../db/record-audit.ts';
import { hashInvitationToken, ONBOARDING_PATH } from '../invitations/invitation-token.ts';
import type { Membership } from '../invitations/invitation-mail.ts';
import {
  acceptInvitation,
  completeOnboarding,
  findInvitation,
  isEmbeddedAdmin,
  markRenewalRequested,
  type FoundInvitation,
} from '../invitations/invitations.repository.ts';
import { findUserEmail } from '../identity/users.repository.ts';
import { requestPageContext, sendPage, withoutLanguageSwitch } from './pages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordErrors } from './password-rules.ts';
import { hashPassword } from './password.ts';
import {
  renderInvalidLink,
  renderLinkDone,
  type InvalidLinkReason,
  type PageContext,
} from './views/html.ts';
import {
  renderAccepted,
  renderAcceptForm,
  renderExpiredInvitation,
  renderOnboardingForm,
  type OnboardingField,
} from './views/invitation-pages.ts';

const NAME_MAX_LENGTH = 100;
const TOKEN_MAX_LENGTH = 128;

// Anything malformed reads as empty, which the checks below then name.
const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .catch('');
const tokenQuery = z.object({ token: text(TOKEN_MAX_LENGTH) }).catch({ token: '' });
const onboardingForm = z
  .object({
    token: text(TOKEN_MAX_LENGTH),
    firstName: text(NAME_MAX_LENGTH),
    lastName: text(NAME_MAX_LENGTH),
    password: text(PASSWORD_MAX_LENGTH),
    passwordConfirm: text(PASSWORD_MAX_LENGTH),
  })
  .catch({ token: '', firstName: '', lastName: '', password: '', passwordConfirm: '' });
type OnboardingForm = z.infer<typeof onboardingForm>;

/** The translated problem of each invalid field, in form order; empty when all are fine. */
function formErrors(
  page: PageContext,
  form: OnboardingForm,
): Partial<Record<OnboardingField, string>> {
  const { t } = page;
  const errors: Partial<Record<OnboardingField, string>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const name = form[field].trim();
    if (!name) errors[field] = t(`invitation.errors.${field}`);
    else if (name.length > NAME_MAX_LENGTH)
      errors[field] = t('invitation.errors.nameTooLong', { max: NAME_MAX_LENGTH });
    else if (!isNameText(name)) errors[field] = t('invitation.errors.nameControlCharacters');
  }
  return { ...errors, ...passwordErrors(page, form.password, form.passwordConfirm) };
}

/** The inviter as the expired page names them. */
function inviterName(invitation: FoundInvitation): string | null {
  const inviter = invitation.inviter;
  const name = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '';
  return name || null;
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

export function registerInvitationRoutes(
  app: FastifyInstance,
  { config, db, mountPath }: { config: Config; db: Db; mountPath: string },
): void {
  const path = `${mountPath}${ONBOARDING_PATH}`;
  const renewPath = `${path}/renew`;
  const homeUrl = `${config.publicUrl}/`;

  function pageFor(request: FastifyRequest, token?: string): PageContext {
    // The language switch shows the link's page again: the answer to a form is shown for the
    // link itself (its token travels in the form's body).
    const currentUrl =
      request.method === 'GET' || !token
        ? request.url
        : `${path}?token=${encodeURIComponent(token)}`;
    return requestPageContext(mountPath, request, undefined, currentUrl);
  }

  function sendInvalid(request: FastifyRequest, reply: FastifyReply, reason: InvalidLinkReason) {
    const page = pageFor(request);
    const back = { href: homeUrl, text: page.t('backToApp') };
    const status = reason === 'unknown' ? 404 : 410;
    return sendPage(reply, status, renderInvalidLink(page, 'invitation', reason, back));
  }

  /** Whether the invitee can ask the inviter for a new link from the expired page. */
  const canRequestRenewal = (invitation: FoundInvitation) =>
    invitation.membership !== null && invitation.inviter !== null && !invitation.renewalRequested;

  /** The expired link's page: names the inviter when known, with the request form once. */
  function sendExpired(
    request: FastifyRequest,
    reply: FastifyReply,
    invitation: FoundInvitation,
    token: string,
    outcome?: 'requested' | 'alreadyRequested',
  ) {
    const name = inviterName(invitation);
    if (!name) return sendInvalid(request, reply, 'expired');
    const html = renderExpiredInvitation(pageFor(request, token), {
      inviterName: name,
      requestAction: !outcome && canRequestRenewal(invitation) ? renewPath : null,
      token,
      outcome,
      homeUrl,
    });
    return sendPage(reply, outcome === 'requested' ? 200 : 410, html);
  }

  function formProps(invitation: FoundInvitation, token: string) {
    return {
      action: path,
      token,
      email: invitation.email,
      passwordMinLength: PASSWORD_MIN_LENGTH,
    };
  }

  /** A link made before memberships had to be accepted only ever set up an account. */
  const isSpent = (invitation: FoundInvitation) =>
    invitation.membership === null && invitation.hasPassword;

  app.get(path, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    if (!token) return sendInvalid(request, reply, 'unknown');
    const lookup = await findInvitation(db, hashInvitationToken(token));
    if (lookup.status === 'used' || lookup.status === 'unknown') {
      return sendInvalid(request, reply, lookup.status);
    }
    const { invitation } = lookup;
    if (isSpent(invitation)) return sendInvalid(request, reply, 'used');
    if (lookup.status === 'expired') return sendExpired(request, reply, invitation, token);
    const page = pageFor(request);
    if (invitation.hasPassword && invitation.membership) {
      return sendPage(
        reply,
        200,
        renderAcceptForm(page, {
          action: path,
          token,
          email: invitation.email,
          membership: invitation.membership,
        }),
      );
    }
    return sendPage(
      reply,
      200,
      renderOnboardingForm(page, {
        ...formProps(invitation, token),
        firstName: invitation.firstName,
        lastName: invitation.lastName,
      }),
    );
  });

  app.post(path, async (request, reply) => {
    const form = onboardingForm.parse(request.body);
    if (!form.token) return sendInvalid(request, reply, 'unknown');
    const tokenHash = hashInvitationToken(form.token);
    const lookup = await findInvitation(db, tokenHash);
    if (lookup.status === 'used' || lookup.status === 'unknown') {
      return sendInvalid(request, reply, lookup.status);
    }
    if (isSpent(lookup.invitation)) return sendInvalid(request, reply, 'used');
    if (lookup.status === 'expired') {
      return sendExpired(request, reply, lookup.invitation, form.token);
    }
    const page = pageFor(request, form.token);

    // Someone who can sign in only accepts (a form's password fields are ignored: a link never
    // resets a password). Re-checked under a row lock, so two submissions cannot both succeed.
    if (lookup.invitation.hasPassword) {
      const outcome = await db.transaction(async (tx) => {
        const locked = await findInvitation(tx, tokenHash, { lock: true });
        if (locked.status !== 'open') return locked.status;
        await acceptInvitation(tx, locked.invitation);
        await recordAudit(tx, {
          actorUserId: locked.invitation.userId,
          action: 'invitation.accepted',
          entityType: 'invitation',
          entityId: locked.invitation.id,
          details: { userId: locked.invitation.userId },
        });
        return 'done' as const;
      });
      if (outcome !== 'done') return sendInvalid(request, reply, outcome);
      request.log.info({ invitationId: lookup.invitation.id }, 'invitation accepted');
      return sendPage(reply, 200, renderAccepted(withoutLanguageSwitch(page), homeUrl));
    }

    const errors = formErrors(page, form);
    if (Object.keys(errors).length) {
      return sendPage(
        reply,
        400,
        renderOnboardingForm(page, {
          ...formProps(lookup.invitation, form.token),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          errors,
        }),
      );
    }

    // Hashing (~100 ms) stays outside the transaction; the link is re-checked under a row lock,
    // so two submissions of one link cannot both succeed.
    const passwordHash = await hashPassword(form.password);
    const outcome = await db.transaction(async (tx) => {
      const locked = await findInvitation(tx, tokenHash, { lock: true });
      if (locked.status !== 'open') return locked.status;
      // Set up meanwhile through another link: this one only accepts.
      if (locked.invitation.hasPassword) return 'unknown' as const;
      const { userId } = locked.invitation;
      await completeOnboarding(tx, locked.invitation, {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        passwordHash,
      });
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'user.onboarded',
        entityType: 'user',
        entityId: userId,
        details: { invitationId: locked.invitation.id },
      });
      if (locked.invitation.membership) {
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'invitation.accepted',
          entityType: 'invitation',
          entityId: locked.invitation.id,
          details: { userId },
        });
      }
      return 'done' as const;
    });
    if (outcome !== 'done') return sendInvalid(request, reply, outcome);
    request.log.info(
      { invitationId: lookup.invitation.id },
      'invitation used: onboarding complete',
    );
    return sendPage(reply, 200, renderLinkDone(withoutLanguageSwitch(page), 'invitation', homeUrl));
  });

  // 'Request a new link' on an expired link's page: mails the inviter a link to the card with
  // Resend, once per invitation.
  app.post(renewPath, async (request, reply) => {
    const { token } = tokenQuery.parse(request.body);
    if (!token) return sendInvalid(request, reply, 'unknown');
    const tokenHash = hashInvitationToken(token);
    const lookup = await findInvitation(db, tokenHash);
    if (lookup.status === 'used' || lookup.status === 'unknown') {
      return sendInvalid(request, reply, lookup.status);
    }
    if (lookup.status === 'open') {
      return reply.redirect(`${path}?token=${encodeURIComponent(token)}`, 303);
    }
    const { invitation } = lookup;
    const membership = mailMembership(invitation);
    if (!membership || !invitation.inviter) return sendExpired(request, reply, invitation, token);
    const inviterId = invitation.inviter.id;
    const requested = await db.transaction(async (tx) => {
      if (!(await markRenewalRequested(tx, invitation.id))) return false;
      const inviterEmail = await findUserEmail(tx, inviterId);
      if (inviterEmail) {
        await app.inviter.mailRenewalRequest(tx, {
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
    request.log.info({ invitationId: invitation.id }, 'new invitation link requested');
    return sendExpired(
      request,
      reply,
      invitation,
      token,
      requested ? 'requested' : 'alreadyRequested',
    );
  });
}
