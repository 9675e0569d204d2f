import type { MessageKey } from '../i18n.ts';
import { html, renderPage, type PageContext, type SafeHtml } from './html.ts';

/**
 * "Too many attempts, try again in …": seconds under a minute, else whole minutes (rounded up).
 * `of`: whose texts (`<of>.retryInSecond`, `…Seconds`, `…Minute`, `…Minutes`).
 */
export function retryMessage(
  { t }: PageContext,
  retryAfterSeconds: number,
  of: 'login' | 'reset' = 'login',
): string {
  if (retryAfterSeconds < 60) {
    const key = retryAfterSeconds === 1 ? `${of}.retryInSecond` : `${of}.retryInSeconds`;
    return t(key as MessageKey, { count: retryAfterSeconds });
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const key = minutes === 1 ? `${of}.retryInMinute` : `${of}.retryInMinutes`;
  return t(key as MessageKey, { count: minutes });
}

export interface LoginPageProps {
  /** Where the form posts to (the interaction's own URL). */
  action: string;
  /** The "Forgot password?" page. */
  forgotPasswordUrl: string;
  email?: string | undefined;
  error?: string | undefined;
}

export function renderLoginPage(
  page: PageContext,
  { action, forgotPasswordUrl, email = '', error }: LoginPageProps,
): SafeHtml {
  const { t } = page;
  const alert = error ? html`<p class="alert" role="alert">${error}</p>\n` : undefined;
  return renderPage(
    page,
    t('login.title'),
    html`<h1>${t('login.title')}</h1>
<p class="intro">${t('login.intro')}</p>
${alert}<form method="post" action="${action}" class="form">
<label for="email">${t('login.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${email}"${email ? undefined : html` autofocus`}>
<label for="password">${t('login.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? html` autofocus` : undefined}>
<button type="submit">${t('login.submit')}</button>
</form>
<p><a class="link" href="${forgotPasswordUrl}">${t('login.forgotPassword')}</a></p>`,
  );
}
