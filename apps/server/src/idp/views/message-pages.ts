// The provider's other pages in our look: errors, the sign-out question and "signed out".
import { escapeHtml } from '../../lib/escape-html.ts';
import { renderPage, type PageContext } from './html.ts';

function backLink(page: PageContext, href: string): string {
  return `<p><a class="link" href="${escapeHtml(href)}">${escapeHtml(page.t('backToApp'))}</a></p>`;
}

/** `detail`: the technical cause in English (from oidc-provider), shown small under the message. */
export function renderErrorPage(
  page: PageContext,
  message: string,
  homeUrl: string,
  detail?: string,
): string {
  const { t } = page;
  const detailLine = detail ? `<p class="detail">${escapeHtml(detail)}</p>\n` : '';
  return renderPage(
    page,
    t('error.title'),
    `<h1>${escapeHtml(t('error.title'))}</h1>
<p class="alert" role="alert">${escapeHtml(message)}</p>
${detailLine}${backLink(page, homeUrl)}`,
  );
}

/**
 * The sign-out question. `providerForm` is oidc-provider's hidden form (action + xsrf token); the
 * button submits it with `logout=yes`, which ends the whole session. With `confirmAtOnce` (the
 * app sent a valid id_token_hint, as Keycloak requires to skip the question) a script file clicks
 * the button, so the user goes straight back to the app.
 */
export function renderLogoutPage(
  page: PageContext,
  {
    providerForm,
    homeUrl,
    confirmAtOnce,
  }: { providerForm: string; homeUrl: string; confirmAtOnce: boolean },
): string {
  const { t } = page;
  return renderPage(
    page,
    t('logout.title'),
    `<h1>${escapeHtml(t('logout.title'))}</h1>
<p class="intro">${escapeHtml(t('logout.question'))}</p>
${providerForm}
<div class="form">
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus${confirmAtOnce ? ' data-auto-submit' : ''}>${escapeHtml(t('logout.confirm'))}</button>
</div>
${backLink(page, homeUrl)}`,
    confirmAtOnce ? 'logout.js' : undefined,
  );
}

export function renderLoggedOutPage(page: PageContext, homeUrl: string): string {
  const { t } = page;
  return renderPage(
    page,
    t('logout.done.title'),
    `<h1>${escapeHtml(t('logout.done.title'))}</h1>
<p class="intro">${escapeHtml(t('logout.done.text'))}</p>
${backLink(page, homeUrl)}`,
  );
}
