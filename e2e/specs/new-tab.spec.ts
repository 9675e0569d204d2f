// A new tab of a signed-in person opens signed in: with no tokens of its own, the app asks the
// provider silently (prompt=none) at start-up and gets tokens of its own for the tab.
import { expect, test, type Page } from '@playwright/test';
import { researcher } from '../support/demo-accounts.ts';
import { E2E_ORIGIN } from '../support/server-env.ts';
import { signIn } from '../support/sign-in.ts';

/** The refresh token the tab keeps in its sessionStorage (oidc-client-ts's stored user). */
async function refreshTokenOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i) ?? '';
      if (!key.startsWith('oidc.user:')) continue;
      return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { refresh_token?: string })
        .refresh_token;
    }
    return undefined;
  });
}

/** Console errors and uncaught exceptions of the page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a link opened in a new tab is signed in, with tokens of its own', async ({
  page,
  context,
}) => {
  await signIn(page, researcher);
  await expect(page).toHaveURL(`${E2E_ORIGIN}/r`);

  const link = page.getByRole('link', { name: 'Statistics' }).first();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  const errors = collectErrors(tab);
  await tab.waitForLoadState();

  await expect(tab).toHaveURL(`${E2E_ORIGIN}/statistics`);
  await expect(tab.getByRole('heading', { name: 'Statistics' })).toBeVisible();
  // No extra click: the tab never showed the provider's login form or the landing page.
  await expect(tab.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  // Each tab rotates its own refresh token; sharing one would end the session.
  const first = await refreshTokenOf(page);
  const second = await refreshTokenOf(tab);
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  expect(errors).toEqual([]);
});

test('a signed-out browser gets the landing page, without an error', async ({ page }) => {
  const errors = collectErrors(page);
  const providerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/protocol/openid-connect/')) providerRequests.push(request.url());
  });
  await page.goto('/r/schools');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
  // Nobody signed in in this browser: the landing page waits for no provider round trip.
  expect(providerRequests).toEqual([]);
});

test('after signing out, a new tab opens signed out, without an error', async ({
  page,
  context,
}) => {
  await signIn(page, researcher);
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login/);

  const tab = await context.newPage();
  const errors = collectErrors(tab);
  await tab.goto('/statistics');
  await expect(tab).toHaveURL(/\/login\?redirect=/);
  await expect(tab.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});
