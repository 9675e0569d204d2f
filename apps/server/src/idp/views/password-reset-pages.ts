// The "forgot password" pages: the form asking for the email, the answer (the same whether the
// email is known or not), the form for the new password, its confirmation, and the page for
// links that are unknown, used or expired. Plain forms, no script.
import type { MessageKey } from '../i18n.ts';
import { html, renderPage, type PageContext, type SafeHtml } from './html.ts';

function link(href: string, text: string): SafeHtml {
  return html`<p><a class="link" href="${href}">${text}</a></p>`;
}

function alert(message: string | undefined): SafeHtml | undefined {
  return message ? html`<p class="alert" role="alert">${message}</p>\n` : undefined;
}

export function renderForgotPasswordForm(
  page: PageContext,
  {
    action,
    signInUrl,
    email = '',
    error,
  }: { action: string; signInUrl: string; email?: string; error?: string },
): SafeHtml {
  const { t } = page;
  return renderPage(
    page,
    t('reset.request.title'),
    html`<h1>${t('reset.request.title')}</h1>
<p class="intro">${t('reset.request.intro')}</p>
${alert(error)}<form method="post" action="${action}" class="form">
<label for="email">${t('login.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${email}" autofocus>
<button type="submit">${t('reset.request.submit')}</button>
</form>
${link(signInUrl, t('reset.backToSignIn'))}`,
  );
}

export function renderForgotPasswordSent(
  page: PageContext,
  { signInUrl, validMinutes }: { signInUrl: string; validMinutes: number },
): SafeHtml {
  const { t } = page;
  return renderPage(
    page,
    t('reset.sent.title'),
    html`<h1>${t('reset.sent.title')}</h1>
<p class="intro">${t('reset.sent.text').replace('{minutes}', String(validMinutes))}</p>
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
): SafeHtml {
  const { t } = page;
  const errors = props.errors ?? {};
  const invalid = (field: ResetField) => (errors[field] ? html` aria-invalid="true"` : undefined);
  const focus = (field: ResetField) =>
    field === ((Object.keys(errors)[0] as ResetField | undefined) ?? 'password')
      ? html` autofocus`
      : undefined;
  const hint = t('invitation.passwordHint').replace('{min}', String(props.passwordMinLength));
  return renderPage(
    page,
    t('reset.choose.title'),
    html`<h1>${t('reset.choose.title')}</h1>
<p class="intro">${t('reset.choose.intro')}</p>
${alert(Object.values(errors).join(' ') || undefined)}<form method="post" action="${props.action}" class="form">
<input type="hidden" name="token" value="${props.token}">
<label for="password">${t('reset.choose.password')}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${props.passwordMinLength}" aria-describedby="password-hint"${invalid('password')}${focus('password')}>
<p id="password-hint" class="hint">${hint}</p>
<label for="passwordConfirm">${t('invitation.passwordConfirm')}</label>
<input id="passwordConfirm" name="passwordConfirm" type="password" autocomplete="new-password" required${invalid('passwordConfirm')}${focus('passwordConfirm')}>
<button type="submit">${t('reset.choose.submit')}</button>
</form>`,
  );
}

export function renderResetPasswordDone(page: PageContext, signInUrl: string): SafeHtml {
  const { t } = page;
  return renderPage(
    page,
    t('reset.done.title'),
    html`<h1>${t('reset.done.title')}</h1>
<p class="intro">${t('reset.done.text')}</p>
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
): SafeHtml {
  const { t } = page;
  return renderPage(
    page,
    t('reset.invalid.title'),
    html`<h1>${t('reset.invalid.title')}</h1>
<p class="alert" role="alert">${t(REASON_KEYS[reason])}</p>
${link(forgotPasswordUrl, t('reset.invalid.again'))}`,
  );
}
