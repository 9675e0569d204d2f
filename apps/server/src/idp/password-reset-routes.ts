// "Forgot password?": `<issuer>/forgot-password` asks for the email and answers the same page
// whether it belongs to an account or not; the account's owner gets a single-use link by mail
// (outbox or SMTP, as invitations), `<issuer>/reset-password?token=...`, which sets a new
// password (the onboarding rules) and leads to sign-in. The lookup and the mail happen after the
// answer is sent, so its timing tells nothing either. Requests are limited per client address
// (with Retry-After) and per email (silently: more mails are simply not sent).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../db/record-audit.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordErrors } from './password-rules.ts';
import { requestPageContext, sendPage } from './pages.ts';
import { hashPassword } from './password.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import {
  completePasswordReset,
  findPasswordReset,
  findResettableUser,
  hashResetToken,
  insertPasswordReset,
  newResetToken,
  PASSWORD_RESET_TTL_MINUTES,
} from './password-resets.repository.ts';
import { createRateLimiter } from '../db/rate-limits.ts';
import {
  renderInvalidLink,
  renderLinkDone,
  type InvalidLinkReason,
  type PageContext,
} from './views/html.ts';
import { retryMessage } from './views/login-page.ts';
import {
  renderForgotPasswordForm,
  renderForgotPasswordSent,
  renderResetPasswordForm,
} from './views/password-reset-pages.ts';

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';

/** Reset mails to one email per hour; more requests get the same answer and no mail. */
const MAILS_PER_EMAIL_PER_HOUR = 3;

// Anything malformed reads as empty.
const text = (max: number) => z.string().max(max).catch('');
const requestForm = z.object({ email: text(320) }).catch({ email: '' });
// The uid of the sign-in to return to (oidc-provider's ids are base64url).
const backQuery = z
  .object({
    login: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional()
      .catch(undefined),
  })
  .catch({ login: undefined });
const tokenQuery = z.object({ token: text(128) }).catch({ token: '' });
const resetForm = z
  .object({
    token: text(128),
    password: text(PASSWORD_MAX_LENGTH * 4),
    passwordConfirm: text(PASSWORD_MAX_LENGTH * 4),
  })
  .catch({ token: '', password: '', passwordConfirm: '' });

export interface PasswordResetRoutesOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  mountPath: string;
}

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  { config, db, mailer, mountPath }: PasswordResetRoutesOptions,
): void {
  const requestPath = `${mountPath}${FORGOT_PASSWORD_PATH}`;
  const resetPath = `${mountPath}${RESET_PASSWORD_PATH}`;
  const homeUrl = `${config.publicUrl}/`;
  const addressLimiter = createRateLimiter(db, config.loginRateLimit);
  const emailLimiter = createRateLimiter(db, {
    max: MAILS_PER_EMAIL_PER_HOUR,
    windowSeconds: 3600,
  });

  const pageFor = (request: FastifyRequest): PageContext => requestPageContext(mountPath, request);

  /** Back to the sign-in the person came from, else to the app (which starts one). */
  function signInUrl(request: FastifyRequest): string {
    const { login } = backQuery.parse(request.query);
    return login ? `${mountPath}/login/${login}` : homeUrl;
  }

  // Work after the answer; the plugin waits for it when the app closes.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  function afterAnswer(request: FastifyRequest, work: () => Promise<void>) {
    const running = work()
      .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  async function mailResetLink(email: string) {
    if (!(await emailLimiter.consume(`reset:email:${email.toLowerCase()}`)).allowed) return;
    const user = await findResettableUser(db, email);
    if (!user) return;
    const token = newResetToken();
    // In the query, not the path: request logs drop query values, so the token is never logged.
    const link = `${config.publicUrl}${resetPath}?token=${token}`;
    await db.transaction(async (tx) => {
      const resetId = await insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      await mailer.send(
        tx,
        passwordResetMail(user.email, { link, validMinutes: PASSWORD_RESET_TTL_MINUTES }),
      );
      await recordAudit(tx, {
        actorUserId: null,
        action: 'user.password_reset_requested',
        entityType: 'user',
        entityId: user.id,
        details: { resetId, delivery: mailer.delivery },
      });
    });
  }

  app.get(requestPath, async (request, reply) =>
    sendPage(
      reply,
      200,
      renderForgotPasswordForm(pageFor(request), {
        action: request.url,
        signInUrl: signInUrl(request),
      }),
    ),
  );

  app.post(requestPath, async (request, reply) => {
    const page = pageFor(request);
    const email = requestForm.parse(request.body).email.trim();
    if (!email) {
      return sendPage(
        reply,
        400,
        renderForgotPasswordForm(page, {
          action: request.url,
          signInUrl: signInUrl(request),
          error: page.t('reset.request.emailMissing'),
        }),
      );
    }
    const address = await addressLimiter.consume(`reset:address:${request.ip}`);
    if (!address.allowed) {
      reply.header('retry-after', String(address.retryAfterSeconds));
      return sendPage(
        reply,
        429,
        renderForgotPasswordForm(page, {
          action: request.url,
          signInUrl: signInUrl(request),
          email,
          error: retryMessage(page, address.retryAfterSeconds, 'reset'),
        }),
      );
    }
    afterAnswer(request, () => mailResetLink(email));
    return sendPage(
      reply,
      200,
      renderForgotPasswordSent(page, {
        signInUrl: signInUrl(request),
        validMinutes: PASSWORD_RESET_TTL_MINUTES,
      }),
    );
  });

  function sendInvalid(request: FastifyRequest, reply: FastifyReply, reason: InvalidLinkReason) {
    const page = pageFor(request);
    const again = { href: requestPath, text: page.t('reset.invalid.again') };
    const status = reason === 'unknown' ? 404 : 410;
    return sendPage(reply, status, renderInvalidLink(page, 'reset', reason, again));
  }

  app.get(resetPath, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    if (!token) return sendInvalid(request, reply, 'unknown');
    const lookup = await findPasswordReset(db, hashResetToken(token));
    if (lookup.status !== 'open') return sendInvalid(request, reply, lookup.status);
    return sendPage(
      reply,
      200,
      renderResetPasswordForm(pageFor(request), {
        action: resetPath,
        token,
        passwordMinLength: PASSWORD_MIN_LENGTH,
      }),
    );
  });

  app.post(resetPath, async (request, reply) => {
    const form = resetForm.parse(request.body);
    if (!form.token) return sendInvalid(request, reply, 'unknown');
    const tokenHash = hashResetToken(form.token);
    const lookup = await findPasswordReset(db, tokenHash);
    if (lookup.status !== 'open') return sendInvalid(request, reply, lookup.status);

    const page = pageFor(request);
    const errors = passwordErrors(page, form.password, form.passwordConfirm);
    if (Object.keys(errors).length) {
      return sendPage(
        reply,
        400,
        renderResetPasswordForm(page, {
          action: resetPath,
          token: form.token,
          passwordMinLength: PASSWORD_MIN_LENGTH,
          errors,
        }),
      );
    }

    // Hashing (~100 ms) stays outside the transaction; the link is re-checked under a row lock,
    // so two submissions of one link cannot both succeed.
    const passwordHash = await hashPassword(form.password);
    const outcome = await db.transaction(async (tx) => {
      const locked = await findPasswordReset(tx, tokenHash, { lock: true });
      if (locked.status !== 'open') return locked.status;
      const { id: resetId, userId } = locked.reset;
      await completePasswordReset(tx, { userId, passwordHash });
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'user.password_reset',
        entityType: 'user',
        entityId: userId,
        details: { resetId },
      });
      return 'done' as const;
    });
    if (outcome !== 'done') return sendInvalid(request, reply, outcome);
    request.log.info({ resetId: lookup.reset.id }, 'password reset: new password set');
    return sendPage(reply, 200, renderLinkDone(page, 'reset', homeUrl));
  });
}
