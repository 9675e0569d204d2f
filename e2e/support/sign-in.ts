// Signing in the way a person does: the app's /login page, then the embedded provider's own
// login form. No test places tokens in the browser.
import { expect, type Page } from '@playwright/test';
import type { Account } from './demo-accounts.ts';
import { E2E_ORIGIN } from './server-env.ts';

/** The sign-in buttons of the app and of the provider, in English or German. */
const SIGN_IN_BUTTON = /^(log ?in|sign in|anmelden)$/i;

/** The provider's pages live under the realm path of the same origin. */
export const IDP_PAGE = /\/realms\/cogniplay\//;

/** From the app's /login page (optionally with a redirect value) to the provider's login form. */
export async function openProviderLogin(page: Page, redirect?: string): Promise<void> {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`/login${query}`);
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).first().click();
  await expect(page).toHaveURL(IDP_PAGE);
}

/** Fills and submits the provider's login form. */
export async function submitCredentials(page: Page, account: Account): Promise<void> {
  await page.getByLabel(/e-?mail/i).fill(account.email);
  await page.getByLabel(/passwor/i).fill(account.password);
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).click();
}

/** Signs in and waits until the app (not the provider) shows a page again. */
export async function signIn(page: Page, account: Account, redirect?: string): Promise<void> {
  await openProviderLogin(page, redirect);
  await submitCredentials(page, account);
  await expect(page).not.toHaveURL(IDP_PAGE);
  await expect(page).not.toHaveURL(/[?&](code|state)=/);
  expect(new URL(page.url()).origin).toBe(E2E_ORIGIN);
}
