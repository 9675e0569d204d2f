// The "forgot password" pages: the form asking for the email, the answer (the same whether the
// email is known or not), the form for the new password, its confirmation, and the page for
// links that are unknown, used or expired. Plain forms, no script.
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MessageKey } from '../i18n.ts';
import { renderPage, type PageContext } from './html.ts';

function link(href: string, text: string): string {
  return `<p><a class="link" href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>\n` : '';
}

export function renderForgotPasswordForm(
  page: PageContext,
  {
    action,
    signInUrl,
    email = '',
    error,
  }: { action: string; signInUrl: string; email?: string; error?: string },
): string {
  const { t } = page;
  return renderPage(
    page,
    t('reset.request.title'),
    `<h1>${escapeHtml(t('reset.request.title'))}</h1>
<p class="intro">${escapeHtml(t('reset.request.intro'))}</p>
${alert(error)}<form method="post" action="${escapeHtml(action)}" class="form">
<label for="email">${escapeHtml(t('login.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${escapeHtml(email)}" autofocus>
<button type="submit">${escapeHtml(t('reset.request.submit'))}</button>
</form>
${link(signInUrl, t('reset.backToSignIn'))}`,
  );
}

export function renderForgotPasswordSent(
  page: PageContext,
  { signInUrl, validMinutes }: { signInUrl: string; validMinutes: number },
): string {
  const { t } = page;
  return renderPage(
    page,
    t('reset.sent.title'),
    `<h1>${escapeHtml(t('reset.sent.title'))}</h1>
<p class="intro">${escapeHtml(t('reset.sent.text').replace('{minutes}', String(validMinutes)))}</p>
${link(signInUrl, t('reset.backToSignIn'))}`,
  );
}

export type ResetField = 'password' | 'passwordConfirm';

export function renderResetPasswordForm(
  page: PageContext,
  props: {
    action: string;
    token: string;
    passwordMinLength: number;
    errors?: Partial<Record<ResetField, string>>;
  },
): string {
  const { t } = page;
  const errors = props.errors ?? {};
  const invalid = (field: ResetField) => (errors[field] ? ' aria-invalid="true"' : '');
  const focus = (field: ResetField) =>
    field === ((Object.keys(errors)[0] as ResetField | undefined) ?? 'password')
      ? ' autofocus'
      : '';
  const hint = t('invitation.passwordHint').replace('{min}', String(props.passwordMinLength));
  return renderPage(
    page,
    t('reset.choose.title'),
    `<h1>${escapeHtml(t('reset.choose.title'))}</h1>
<p class="intro">${escapeHtml(t('reset.choose.intro'))}</p>
${alert(Object.values(errors).join(' ') || undefined)}<form method="post" action="${escapeHtml(props.action)}" class="form">
<input type="hidden" name="token" value="${escapeHtml(props.token)}">
<label for="password">${escapeHtml(t('reset.choose.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${props.passwordMinLength}" aria-describedby="password-hint"${invalid('password')}${focus('password')}>
<p id="password-hint" class="hint">${escapeHtml(hint)}</p>
<label for="passwordConfirm">${escapeHtml(t('invitation.passwordConfirm'))}</label>
<input id="passwordConfirm" name="passwordConfirm" type="password" autocomplete="new-password" required${invalid('passwordConfirm')}${focus('passwordConfirm')}>
<button type="submit">${escapeHtml(t('reset.choose.submit'))}</button>
</form>`,
  );
}

export function renderResetPasswordDone(page: PageContext, signInUrl: string): string {
  const { t } = page;
  return renderPage(
    page,
    t('reset.done.title'),
    `<h1>${escapeHtml(t('reset.done.title'))}</h1>
<p class="intro">${escapeHtml(t('reset.done.text'))}</p>
${link(signInUrl, t('invitation.done.continue'))}`,
  );
}

export type InvalidResetReason = 'unknown' | 'used' | 'expired';

const REASON_KEYS: Record<InvalidResetReason, MessageKey> = {
  unknown: 'reset.invalid.unknown',
  used: 'reset.invalid.used',
  expired: 'reset.invalid.expired',
};

export function renderInvalidReset(
  page: PageContext,
  reason: InvalidResetReason,
  forgotPasswordUrl: string,
): string {
  const { t } = page;
  return renderPage(
    page,
    t('reset.invalid.title'),
    `<h1>${escapeHtml(t('reset.invalid.title'))}</h1>
<p class="alert" role="alert">${escapeHtml(t(REASON_KEYS[reason]))}</p>
${link(forgotPasswordUrl, t('reset.invalid.again'))}`,
  );
}
