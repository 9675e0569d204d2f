// "Duplicate tab" copies the tab's sessionStorage, and with it the tokens oidc-client-ts keeps
// there, rotating refresh token included. oidc-provider revokes the whole grant when a rotated
// refresh token is used a second time, so two tabs renewing with one refresh token would both
// be signed out. A duplicated tab drops the copy and gets tokens of its own (lib/tab-copy.ts).
// The test signs in itself (a grant of its own): a failure here revokes its grant, not the saved
// state's.
import { expect, test, type Page } from '@playwright/test';
import { apiRequest } from '../support/api.ts';
import { researcher } from '../support/demo-accounts.ts';
import { signIn } from '../support/sign-in.ts';

/** The stored user's key of oidc-client-ts in sessionStorage. */
const USER_KEY_PREFIX = 'oidc.user:';

/** The refresh token the tab keeps in its sessionStorage. */
async function refreshTokenOf(page: Page): Promise<string | undefined> {
  return page.evaluate((prefix) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith(prefix));
    const user = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
      refresh_token?: string;
    };
    return user.refresh_token;
  }, USER_KEY_PREFIX);
}

/** Requests of the tab's sign-ins in a hidden frame (`prompt=none`), counted from now on. */
function countFrameSignIns(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/protocol/openid-connect/auth?')) counter.count += 1;
  });
  return counter;
}

/**
 * Renews the tab's tokens as its renew timer would when the access token runs out: the stored
 * token is made expired, and the reloaded app renews it with its refresh token (a reload is no
 * duplicate: no sign-in in a hidden frame) before it shows the page.
 */
async function renew(page: Page): Promise<void> {
  const before = await refreshTokenOf(page);
  const frameSignIns = countFrameSignIns(page);
  await page.evaluate((prefix) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith(prefix));
    if (!key) throw new Error('no stored user');
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at: number };
    user.expires_at = Math.floor(Date.now() / 1000) - 1;
    sessionStorage.setItem(key, JSON.stringify(user));
  }, USER_KEY_PREFIX);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  await expect.poll(() => refreshTokenOf(page)).not.toBe(before);
  expect(frameSignIns.count).toBe(0);
}

/** Whether the API still accepts the tab's token (as a page's own calls would). */
async function apiAccepts(page: Page): Promise<boolean> {
  return apiRequest(page, 'GET', '/users/me/context').then(
    () => true,
    () => false,
  );
}

test('a duplicated tab gets tokens of its own, and both tabs stay signed in', async ({
  page,
  context,
}) => {
  await signIn(page, researcher, '/statistics');
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();

  // The duplicate: the first tab's sessionStorage copied in before the app loads, once, as the
  // browser copies it when it duplicates a tab.
  const copied = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const duplicate = await context.newPage();
  const frameSignIns = countFrameSignIns(duplicate);
  await duplicate.addInitScript((entries: string) => {
    if (window.location.protocol !== 'http:' && window.location.protocol !== 'https:') return;
    if (sessionStorage.getItem('e2e.duplicated') !== null) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][]) {
      sessionStorage.setItem(key, value);
    }
    sessionStorage.setItem('e2e.duplicated', 'yes');
  }, copied);
  await duplicate.goto(page.url());
  await expect(duplicate.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  await expect.poll(() => refreshTokenOf(duplicate)).toBeTruthy();
  expect(await refreshTokenOf(duplicate)).not.toBe(await refreshTokenOf(page));
  // Its own tokens came from the provider's session, silently, as a new tab's do.
  expect(frameSignIns.count).toBe(1);

  // Each tab renews, the first one twice: no refresh token is used twice.
  await renew(page);
  await renew(duplicate);
  await renew(page);
  expect(await apiAccepts(page)).toBe(true);
  expect(await apiAccepts(duplicate)).toBe(true);
});
