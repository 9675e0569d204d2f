// Signed in once per role and run: the setup project (e2e/setup/auth.setup.ts) signs each demo
// account in through the real login page and saves its browser's cookies and localStorage; a
// spec that is not about signing in starts from that state (`test.use({ storageState:
// SIGNED_IN.admin })`). Its tabs then open signed in as a person's new tab does: the app asks
// the provider silently and gets tokens of the tab's own. Why no sessionStorage is restored, and
// why such a test must never sign out: e2e/README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export type Role = 'admin' | 'researcher';

const authDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/auth');

/** The saved state of each role's browser, written by the setup project once per run. */
export const SIGNED_IN: Record<Role, string> = {
  admin: path.join(authDir, 'admin.json'),
  researcher: path.join(authDir, 'researcher.json'),
};

/**
 * A browser nobody signed in in. Contexts a test opens itself (a tablet, an invitee) take the
 * test's options, its storageState included, unless given this.
 */
export const SIGNED_OUT = { cookies: [], origins: [] };

/** The provider's end_session endpoint and its confirmation. */
const END_SESSION = /\/protocol\/openid-connect\/logout/;

/**
 * Records every sign-out request of a context that holds the shared provider session: a sign-out
 * there ends the session of every other test, so the test that made it must fail, naming why.
 * A listener, not `context.route`: routing turns Chromium's HTTP cache off for the whole context,
 * and every page load then fetched every script again (about 0.4 s a load, 100 s a run).
 */
function watchForSignOut(context: BrowserContext, seen: string[] = []): void {
  context.on('request', (request) => {
    if (END_SESSION.test(request.url())) seen.push(request.url());
  });
}

/**
 * Playwright's test, watching the shared provider session: a test whose page starts from a
 * SIGNED_IN state fails if it signs out (sign-in, sign-out and invitation specs start signed out).
 */
export const test = base.extend<{ sharedSessionKept: void }>({
  sharedSessionKept: [
    async ({ context, storageState }, use) => {
      const shared =
        typeof storageState === 'string' && Object.values(SIGNED_IN).includes(storageState);
      const signOuts: string[] = [];
      if (shared) watchForSignOut(context, signOuts);
      await use();
      expect(
        signOuts,
        "a test started from the shared sign-in signed out, ending every other test's session: " +
          'sign in through the login page instead',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens `path` (default: home) in the signed-in browser of the page, as a person's new tab: the
 * app signs in silently, without the login page, and shows its header.
 */
export async function openSignedIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByTestId('sign-out'),
    `${path} opens signed in from the saved state`,
  ).toBeVisible();
}

/** A page in a new browser of `role`'s (its own context), signed in from the saved state. */
export async function newPageAs(browser: Browser, role: Role, path = '/'): Promise<Page> {
  const context = await browser.newContext({ storageState: SIGNED_IN[role] });
  watchForSignOut(context);
  const page = await context.newPage();
  // Closing the page ends its browser, as browser.newPage's does.
  page.once('close', () => void context.close().catch(() => undefined));
  await openSignedIn(page, path);
  return page;
}
