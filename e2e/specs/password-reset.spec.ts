// "Forgot password?" through the real pages: the demo researcher asks for a link on the provider's
// sign-in page, the admin reads it from the outbox, the researcher sets a password with it and
// signs in. The suite shares one database and other specs sign in as the researcher at the same
// time, so the new password is the demo password again; the server tests
// (apps/server/test/idp/password-reset.test.ts) show that the old password stops working.
import { expect, test, type Page } from '@playwright/test';
import type { Outbox } from '@cogniplay/contract';
import { admin, researcher } from '../support/demo-accounts.ts';
import { IDP_PAGE, openProviderLogin, signIn, submitCredentials } from '../support/sign-in.ts';

/** The newest reset link mailed to `to`, read from the outbox as the signed-in admin. */
async function newestResetLink(adminPage: Page, to: string): Promise<string | undefined> {
  const outbox = await adminPage.evaluate(async (address) => {
    // The app keeps its tokens in sessionStorage (oidc-client-ts user store).
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const { access_token: token } = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}');
    const response = await fetch(`/api/outbox?to=${encodeURIComponent(address)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as Outbox;
  }, to);
  return (
    outbox.messages.find((message) => message.link?.includes('/reset-password?'))?.link ?? undefined
  );
}

test('the researcher resets the password by mail and signs in with the new one', async ({
  page,
  browser,
}) => {
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin);
  const before = await newestResetLink(adminPage, researcher.email);

  await openProviderLogin(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(researcher.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();

  // The mail is written just after the answer.
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = await newestResetLink(adminPage, researcher.email);
      return link !== undefined && link !== before;
    })
    .toBe(true);
  await adminPage.context().close();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(researcher.password);
  await page.getByLabel('Confirm password').fill(researcher.password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await page
    .getByRole('button', { name: /^(log ?in|sign in)$/i })
    .first()
    .click();
  await expect(page).toHaveURL(IDP_PAGE);
  await submitCredentials(page, researcher);
  await expect(page).toHaveURL(/\/r$/);

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByText('This link has already been used.')).toBeVisible();
});
