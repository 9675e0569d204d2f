// Our own sign-in page for the provider's login prompt: GET shows the form, POST checks the
// password. The interaction cookie (signed, SameSite=Lax, scoped to this path) must name the same
// interaction as the URL, which binds the form to the browser that started the sign-in (CSRF).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findAccountForLogin } from './accounts.ts';
import { requestPageContext, sendPage } from './pages.ts';
import { FORGOT_PASSWORD_PATH } from './password-reset-routes.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { createRateLimiter } from '../db/rate-limits.ts';
import { createDelayLimiter } from '../db/delay-limiter.ts';
import { renderLoginPage, retryMessage } from './views/login-page.ts';
import { renderErrorPage } from './views/message-pages.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  config: Config;
  db: Db;
  mountPath: string;
}

// Anything malformed reads as empty fields, which get the generic wrong-credentials answer.
const loginForm = z
  .object({
    email: z.string().trim().max(320).catch(''),
    password: z.string().max(1024).catch(''),
  })
  .catch({ email: '', password: '' });

type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;

export async function registerInteractionRoutes(
  app: FastifyInstance,
  { provider, config, db, mountPath }: InteractionRoutesOptions,
): Promise<void> {
  const pairLimiter = createRateLimiter(db, config.loginRateLimit);
  const accountLimiter = createDelayLimiter(db, config.loginAccountDelay);
  const homeUrl = `${config.publicUrl}/`;
  const path = `${mountPath}/login/:uid`;
  // The reset pages link back to this very sign-in, so its authorization request goes on.
  const forgotPasswordUrl = (uid: string) =>
    `${mountPath}${FORGOT_PASSWORD_PATH}?login=${encodeURIComponent(uid)}`;

  // The login form posts to its own page's URL, so its answers can be shown again in the other
  // language too.
  const pageFor = (request: FastifyRequest, uiLocales?: unknown) =>
    requestPageContext(mountPath, request, uiLocales, request.url);

  /** The interaction of this browser, or undefined when it does not match the URL's uid. */
  async function interactionFor(request: InteractionRequest, reply: FastifyReply) {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === request.params.uid ? details : undefined;
  }

  function sendExpired(request: FastifyRequest, reply: FastifyReply) {
    const page = pageFor(request);
    return sendPage(reply, 400, renderErrorPage(page, page.t('error.expired'), homeUrl));
  }

  app.get<{ Params: { uid: string } }>(path, async (request, reply) => {
    const interaction = await interactionFor(request, reply);
    if (!interaction) return sendExpired(request, reply);
    const { prompt, params } = interaction;
    if (prompt.name !== 'login') {
      // Only an explicit prompt=consent gets here: the grant already covers everything (provider.ts).
      reply.hijack();
      return provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: {} },
        { mergeWithLastSubmission: true },
      );
    }
    const email = typeof params.login_hint === 'string' ? params.login_hint : undefined;
    const page = pageFor(request, params.ui_locales);
    return sendPage(
      reply,
      200,
      renderLoginPage(page, {
        action: request.url,
        forgotPasswordUrl: forgotPasswordUrl(request.params.uid),
        email,
      }),
    );
  });

  app.post<{ Params: { uid: string } }>(path, async (request, reply) => {
    const interaction = await interactionFor(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return sendExpired(request, reply);
    const page = pageFor(request, interaction.params.ui_locales);
    const { email, password } = loginForm.parse(request.body);
    const showForm = (status: number, error: string) =>
      sendPage(
        reply,
        status,
        renderLoginPage(page, {
          action: request.url,
          forgotPasswordUrl: forgotPasswordUrl(request.params.uid),
          email,
          error,
        }),
      );

    if (!email || !password) return showForm(400, page.t('login.invalidCredentials'));

    const tooMany = (retryAfterSeconds: number) => {
      reply.header('retry-after', String(retryAfterSeconds));
      return showForm(429, retryMessage(page, retryAfterSeconds));
    };

    // Every attempt counts before the password is checked, so parallel guesses cannot slip past
    // the limits; a successful sign-in takes its attempts back. The keys do not depend on whether
    // the account exists, so known and unknown emails get the same answers. One address cannot
    // lock a person out: it uses up only its own pair's budget, and the account-wide limit pauses
    // instead of locking.
    const normalisedEmail = email.toLowerCase();
    const pairKey = `login:pair:${request.ip}:${normalisedEmail}`;
    const accountKey = `login:account:${normalisedEmail}`;
    const pair = await pairLimiter.consume(pairKey);
    if (!pair.allowed) return tooMany(pair.retryAfterSeconds);
    const accountWide = await accountLimiter.attempt(accountKey);
    if (!accountWide.allowed) {
      // Not checked, so not counted against the pair.
      await pairLimiter.refund(pairKey);
      return tooMany(accountWide.retryAfterSeconds);
    }

    const account = await findAccountForLogin(db, email);
    const valid = account?.passwordHash
      ? await verifyPassword(password, account.passwordHash)
      : await verifyAgainstDecoy(password);
    if (!account || !valid) return showForm(400, page.t('login.invalidCredentials'));

    await pairLimiter.reset(pairKey);
    await accountLimiter.refund(accountKey);
    reply.hijack();
    return provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  });
}
