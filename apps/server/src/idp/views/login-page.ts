import { escapeHtml } from '../../lib/escape-html.ts';
import { renderPage, type PageContext } from './html.ts';

/** "Too many attempts, try again in …": seconds under a minute, else whole minutes (rounded up). */
export function retryMessage({ t }: PageContext, retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const key = retryAfterSeconds === 1 ? 'login.retryInSecond' : 'login.retryInSeconds';
    return t(key).replace('{count}', String(retryAfterSeconds));
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const key = minutes === 1 ? 'login.retryInMinute' : 'login.retryInMinutes';
  return t(key).replace('{count}', String(minutes));
}

export interface LoginPageProps {
  /** Where the form posts to (the interaction's own URL). */
  action: string;
  email?: string | undefined;
  error?: string | undefined;
}

export function renderLoginPage(
  page: PageContext,
  { action, email = '', error }: LoginPageProps,
): string {
  const { t } = page;
  const alert = error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>\n` : '';
  return renderPage(
    page,
    t('login.title'),
    `<h1>${escapeHtml(t('login.title'))}</h1>
<p class="intro">${escapeHtml(t('login.intro'))}</p>
${alert}<form method="post" action="${escapeHtml(action)}" class="form">
<label for="email">${escapeHtml(t('login.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t('login.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t('login.submit'))}</button>
</form>`,
  );
}
