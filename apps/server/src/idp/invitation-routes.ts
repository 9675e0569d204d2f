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
import { ONBOARDING_PATH } from '../invitations/invitation-token.ts';
import {
  acceptLink,
  canRequestRenewal,
  lookUpLink,
  requestRenewal,
} from '../invitations/invitation-links.service.ts';
import type { FoundInvitation } from '../invitations/invitations.repository.ts';
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

/** The page for a link that could not be used after all (used or expired meanwhile). */
const invalidReason = (outcome: {
  status: 'not-invitee' | InvalidLinkReason;
}): InvalidLinkReason => (outcome.status === 'not-invitee' ? 'unknown' : outcome.status);
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

  app.get(path, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    if (!token) return sendInvalid(request, reply, 'unknown');
    const lookup = await lookUpLink(db, token);
    if (lookup.status === 'used' || lookup.status === 'unknown') {
      return sendInvalid(request, reply, lookup.status);
    }
    const { invitation } = lookup;
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
    const lookup = await lookUpLink(db, form.token);
    if (lookup.status === 'used' || lookup.status === 'unknown') {
      return sendInvalid(request, reply, lookup.status);
    }
    if (lookup.status === 'expired') {
      return sendExpired(request, reply, lookup.invitation, form.token);
    }
    const page = pageFor(request, form.token);

    // Someone who can sign in only accepts (a form's password fields are ignored: a link never
    // resets a password).
    if (lookup.invitation.hasPassword) {
      const accepted = await acceptLink({ db, inviter: app.inviter }, form.token);
      if (accepted.status !== 'accepted')
        return sendInvalid(request, reply, invalidReason(accepted));
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

    // Hashing (~100 ms) stays outside the acceptance's transaction.
    const passwordHash = await hashPassword(form.password);
    const onboarded = await acceptLink({ db, inviter: app.inviter }, form.token, {
      onboarding: {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        passwordHash,
      },
    });
    if (onboarded.status !== 'accepted')
      return sendInvalid(request, reply, invalidReason(onboarded));
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
    const lookup = await lookUpLink(db, token);
    if (lookup.status === 'used' || lookup.status === 'unknown') {
      return sendInvalid(request, reply, lookup.status);
    }
    if (lookup.status === 'open') {
      return reply.redirect(`${path}?token=${encodeURIComponent(token)}`, 303);
    }
    const { invitation } = lookup;
    if (!invitation.membership || !invitation.inviter) {
      return sendExpired(request, reply, invitation, token);
    }
    const requested = await requestRenewal({ db, inviter: app.inviter }, invitation);
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
