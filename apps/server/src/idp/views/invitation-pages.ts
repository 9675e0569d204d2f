// The onboarding pages behind an invitation link: the form (name and password), the Accept page
// and its confirmation, and the expired link's page. The last page of onboarding and the page
// for links that are unknown, used or expired are shared with the password reset (html.ts).
// Plain forms, no script.
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

export type OnboardingField = 'firstName' | 'lastName' | 'password' | 'passwordConfirm';

export interface OnboardingFormProps {
  action: string;
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordMinLength: number;
  /** Translated messages per field, in the order they are shown. */
  errors?: Partial<Record<OnboardingField, string>>;
}

export function renderOnboardingForm(page: PageContext, props: OnboardingFormProps): SafeHtml {
  const { t } = page;
  const errors = props.errors ?? {};
  const messages = Object.values(errors);
  const alert = messages.length
    ? html`<div class="alert" role="alert"><p>${t('invitation.errors.intro')}</p><ul>${messages.map(
        (message) => html`<li>${message}</li>`,
      )}</ul></div>\n`
    : undefined;
  const marks = fieldMarks(['firstName', 'lastName', 'password', 'passwordConfirm'], errors);
  return renderPage(
    page,
    t('invitation.title'),
    html`<h1>${t('invitation.title')}</h1>
<p class="intro">${t('invitation.intro', { email: props.email })}</p>
${alert}<form method="post" action="${props.action}" class="form">
<input type="hidden" name="token" value="${props.token}">
<label for="firstName">${t('invitation.firstName')}</label>
<input id="firstName" name="firstName" autocomplete="given-name" required maxlength="100" value="${props.firstName}"${marks.firstName}>
<label for="lastName">${t('invitation.lastName')}</label>
<input id="lastName" name="lastName" autocomplete="family-name" required maxlength="100" value="${props.lastName}"${marks.lastName}>
${newPasswordFields(page, t('invitation.password'), props.passwordMinLength, marks)}
<button type="submit">${t('invitation.submit')}</button>
</form>`,
  );
}

export interface AcceptPageProps {
  action: string;
  token: string;
  email: string;
  membership: { kind: 'researcher' | 'staff'; name: string };
}

/** A person who can already sign in: one button accepts the membership. */
export function renderAcceptForm(page: PageContext, props: AcceptPageProps): SafeHtml {
  const { t } = page;
  const key =
    props.membership.kind === 'researcher'
      ? 'invitation.accept.researcher'
      : 'invitation.accept.staff';
  const intro = t(key, { email: props.email, name: props.membership.name });
  return renderPage(
    page,
    t('invitation.accept.title'),
    html`<h1>${t('invitation.accept.title')}</h1>
<p class="intro">${intro}</p>
<form method="post" action="${props.action}" class="form">
<input type="hidden" name="token" value="${props.token}">
<button type="submit">${t('invitation.accept.submit')}</button>
</form>`,
  );
}

export function renderAccepted(page: PageContext, signInUrl: string): SafeHtml {
  const { t } = page;
  return renderMessagePage(
    page,
    t('invitation.accepted.title'),
    introText(t('invitation.accepted.text')),
    {
      href: signInUrl,
      text: t('invitation.done.continue'),
    },
  );
}

export interface ExpiredPageProps {
  /** The inviter's name as shown; the request form is offered when `requestAction` is set. */
  inviterName: string;
  /** Where the 'Request a new link' form posts; null once requested. */
  requestAction: string | null;
  token: string;
  /** What happened to a request: just made, or made before. */
  outcome?: 'requested' | 'alreadyRequested';
  homeUrl: string;
}

/** An expired link whose inviter is known: ask them (by name), or let us mail them once. */
export function renderExpiredInvitation(page: PageContext, props: ExpiredPageProps): SafeHtml {
  const { t } = page;
  const name = { name: props.inviterName };
  const message = props.outcome
    ? html`<p class="alert" role="status">${t(`invitation.expired.${props.outcome}`, name)}</p>`
    : html`<p class="alert" role="alert">${t('invitation.expired.text', name)}</p>`;
  const form = props.requestAction
    ? html`<form method="post" action="${props.requestAction}" class="form">
<input type="hidden" name="token" value="${props.token}">
<p class="hint">${t('invitation.expired.requestHint', name)}</p>
<button type="submit">${t('invitation.expired.request')}</button>
</form>\n`
    : undefined;
  return renderPage(
    page,
    t('invitation.expired.title'),
    html`<h1>${t('invitation.expired.title')}</h1>
${message}
${form}${linkLine(props.homeUrl, t('backToApp'))}`,
  );
}
