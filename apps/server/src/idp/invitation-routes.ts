// Onboarding through an invitation link (`<issuer>/invitation?token=...`): the invited person
// sets first and last name and a password, once, before the link expires. The token travels in
// the query (request logs drop query values) and in the form body, never in a logged path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../modules/audit/record-audit.ts';
import { hashInvitationToken, ONBOARDING_PATH } from '../modules/invitations/invitation-token.ts';
import {
  completeOnboarding,
  findInvitation,
  type OpenInvitation,
} from '../modules/invitations/invitations.repository.ts';
import { LANGUAGE_COOKIE } from './i18n.ts';
import { cookieValue } from './interactions.ts';
import { pageContext } from './pages.ts';
import { hashPassword } from './password.ts';
import type { PageContext } from './views/html.ts';
import {
  renderInvalidInvitation,
  renderOnboardingDone,
  renderOnboardingForm,
  type InvalidInvitationReason,
  type OnboardingField,
} from './views/invitation-pages.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;
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
  const fill = (text: string, value: number) => text.replace(/\{\w+\}/, String(value));
  const errors: Partial<Record<OnboardingField, string>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const name = form[field].trim();
    if (!name) errors[field] = t(`invitation.errors.${field}`);
    else if (name.length > NAME_MAX_LENGTH)
      errors[field] = fill(t('invitation.errors.nameTooLong'), NAME_MAX_LENGTH);
  }
  if (form.password.length < PASSWORD_MIN_LENGTH)
    errors.password = fill(t('invitation.errors.passwordTooShort'), PASSWORD_MIN_LENGTH);
  else if (form.password.length > PASSWORD_MAX_LENGTH)
    errors.password = fill(t('invitation.errors.passwordTooLong'), PASSWORD_MAX_LENGTH);
  else if (form.password !== form.passwordConfirm)
    errors.passwordConfirm = t('invitation.errors.passwordMismatch');
  return errors;
}

export function registerInvitationRoutes(
  app: FastifyInstance,
  { config, db, mountPath }: { config: Config; db: Db; mountPath: string },
): void {
  const path = `${mountPath}${ONBOARDING_PATH}`;
  const homeUrl = `${config.publicUrl}/`;

  function pageFor(request: FastifyRequest): PageContext {
    return pageContext(mountPath, {
      cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
      acceptLanguage: request.headers['accept-language'],
    });
  }

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function sendInvalid(
    request: FastifyRequest,
    reply: FastifyReply,
    reason: InvalidInvitationReason,
  ) {
    const status = reason === 'unknown' ? 404 : 410;
    return sendPage(reply, status, renderInvalidInvitation(pageFor(request), reason, homeUrl));
  }

  function formProps(invitation: OpenInvitation, token: string) {
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
    const lookup = await findInvitation(db, hashInvitationToken(token));
    if (lookup.status !== 'open') return sendInvalid(request, reply, lookup.status);
    const { invitation } = lookup;
    return sendPage(
      reply,
      200,
      renderOnboardingForm(pageFor(request), {
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
    if (lookup.status !== 'open') return sendInvalid(request, reply, lookup.status);

    const page = pageFor(request);
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
      const { userId } = locked.invitation;
      await completeOnboarding(tx, {
        userId,
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
      return 'done' as const;
    });
    if (outcome !== 'done') return sendInvalid(request, reply, outcome);
    request.log.info(
      { invitationId: lookup.invitation.id },
      'invitation used: onboarding complete',
    );
    return sendPage(reply, 200, renderOnboardingDone(page, homeUrl));
  });
}
