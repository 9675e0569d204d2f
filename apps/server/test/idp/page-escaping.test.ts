// The provider's pages escape every value they show by default; only markup built with the
// `html` tag (and the provider's own logout form) goes into a page as it is.
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/idp/i18n.ts';
import { html, renderPage, type PageContext } from '../../src/idp/views/html.ts';
import { renderOnboardingForm } from '../../src/idp/views/invitation-pages.ts';
import { renderLoginPage } from '../../src/idp/views/login-page.ts';
import { renderErrorPage, renderLogoutPage } from '../../src/idp/views/message-pages.ts';

const ATTACK = `"><script>alert('x')</script>`;
const ESCAPED = '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;';

const page: PageContext = {
  language: 'en',
  t: translator('en'),
  assetsPath: '/realms/test/assets',
  languageUrl: (language) => `/realms/test/page?next=${ATTACK}&lng=${language}`,
};

describe('provider pages', () => {
  it('escape an interpolated value by default', () => {
    expect(String(html`<p title="${ATTACK}">${ATTACK}</p>`)).toBe(
      `<p title="${ESCAPED}">${ESCAPED}</p>`,
    );
  });

  it('keep nested markup built with the tag as it is', () => {
    const item = html`<li>${ATTACK}</li>`;
    expect(String(html`<ul>${[item, item]}</ul>`)).toBe(
      `<ul><li>${ESCAPED}</li><li>${ESCAPED}</li></ul>`,
    );
  });

  it('escape the title and the language switch of the frame', () => {
    const out = String(renderPage(page, ATTACK, html`<p>content</p>`));
    expect(out).toContain(`<title>${ESCAPED} · `);
    expect(out).toContain(`href="/realms/test/page?next=${ESCAPED}&amp;lng=de"`);
    expect(out).not.toContain('<script>');
  });

  it('escape what a person typed and what the routes pass', () => {
    const login = String(
      renderLoginPage(page, {
        action: ATTACK,
        forgotPasswordUrl: ATTACK,
        email: ATTACK,
        error: ATTACK,
      }),
    );
    const onboarding = String(
      renderOnboardingForm(page, {
        action: '/onboard',
        token: ATTACK,
        email: ATTACK,
        firstName: ATTACK,
        lastName: ATTACK,
        passwordMinLength: 12,
        errors: { firstName: ATTACK },
      }),
    );
    const error = String(renderErrorPage(page, ATTACK, ATTACK, ATTACK));
    for (const out of [login, onboarding, error]) {
      expect(out).toContain(ESCAPED);
      expect(out).not.toContain('<script>');
    }
  });

  it("put the provider's logout form in as it is", () => {
    const providerForm =
      '<form id="op.logoutForm" method="post" action="/session/end/confirm"></form>';
    const out = String(renderLogoutPage(page, { providerForm, homeUrl: '/', confirmAtOnce: true }));
    expect(out).toContain(providerForm);
    expect(out).toContain(' data-auto-submit>');
    expect(out).toContain('<script src="/realms/test/assets/logout.js" defer></script>');
  });
});
