// The "forgot password" pages: the form asking for the email, the answer (the same whether the
// email is known or not) and the form for the new password. Its confirmation and the page for
// links that are unknown, used or expired are shared with the invitations (html.ts). Plain
// forms, no script.
import {
  fieldMarks,
  html,
  introText,
  linkLine,
  newPasswordFields,
  renderMessagePage,
  renderPage,
  type PageContext,
  type SafeHtml,
} from './html.ts';

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
${linkLine(signInUrl, t('reset.backToSignIn'))}`,
  );
}

export function renderForgotPasswordSent(
  page: PageContext,
  { signInUrl, validMinutes }: { signInUrl: string; validMinutes: number },
): SafeHtml {
  const { t } = page;
  return renderMessagePage(
    page,
    t('reset.sent.title'),
    introText(t('reset.sent.text', { minutes: validMinutes })),
    {
      href: signInUrl,
      text: t('reset.backToSignIn'),
    },
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
  const marks = fieldMarks(['password', 'passwordConfirm'], errors);
  return renderPage(
    page,
    t('reset.choose.title'),
    html`<h1>${t('reset.choose.title')}</h1>
<p class="intro">${t('reset.choose.intro')}</p>
${alert(Object.values(errors).join(' ') || undefined)}<form method="post" action="${props.action}" class="form">
<input type="hidden" name="token" value="${props.token}">
${newPasswordFields(page, t('reset.choose.password'), props.passwordMinLength, marks)}
<button type="submit">${t('reset.choose.submit')}</button>
</form>`,
  );
}
