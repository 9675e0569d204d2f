// The provider's other pages in our look: errors, the sign-out question and "signed out".
import {
  html,
  introText,
  linkLine,
  renderMessagePage,
  renderPage,
  type PageContext,
  type SafeHtml,
} from './html.ts';

function backLink(page: PageContext, href: string): SafeHtml {
  return linkLine(href, page.t('backToApp'));
}

/** `detail`: the technical cause in English (from oidc-provider), shown small under the message. */
export function renderErrorPage(
  page: PageContext,
  message: string,
  homeUrl: string,
  detail?: string,
): SafeHtml {
  const { t } = page;
  const detailLine = detail ? html`<p class="detail">${detail}</p>\n` : undefined;
  return renderPage(
    page,
    t('error.title'),
    html`<h1>${t('error.title')}</h1>
<p class="alert" role="alert">${message}</p>
${detailLine}${backLink(page, homeUrl)}`,
  );
}

/**
 * The sign-out question. `providerForm` is oidc-provider's hidden form (action + xsrf token),
 * markup the provider built and escaped itself, so it goes into the page as it is; the
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
): SafeHtml {
  const { t } = page;
  return renderPage(
    page,
    t('logout.title'),
    html`<h1>${t('logout.title')}</h1>
<p class="intro">${t('logout.question')}</p>
${html.raw`${providerForm}`}
<div class="form">
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus${confirmAtOnce ? html` data-auto-submit` : undefined}>${t('logout.confirm')}</button>
</div>
${backLink(page, homeUrl)}`,
    confirmAtOnce ? 'logout.js' : undefined,
  );
}

export function renderLoggedOutPage(page: PageContext, homeUrl: string): SafeHtml {
  const { t } = page;
  return renderMessagePage(page, t('logout.done.title'), introText(t('logout.done.text')), {
    href: homeUrl,
    text: t('backToApp'),
  });
}
