// "Forgot password?" through the real pages: the demo researcher asks for a link on the provider's
// sign-in page, the admin reads it from the outbox, the researcher sets a password with it and
// signs in. The suite shares one database and other specs sign in as the researcher at the same
// time, so the new password is the demo password again; the server tests
// (apps/server/test/idp/password-reset.test.ts) show that the old password stops working.
import { expect, test } from '@playwright/test';
import { admin, researcher } from '../support/demo-accounts.ts';
import { findMailedLink } from '../support/outbox.ts';
import { IDP_PAGE, openProviderLogin, signIn, submitCredentials } from '../support/sign-in.ts';

test('the researcher resets the password by mail and signs in with the new one', async ({
  page,
  browser,
}) => {
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin);
  const before = await findMailedLink(adminPage, researcher.email, '/reset-password?');

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
      link = await findMailedLink(adminPage, researcher.email, '/reset-password?');
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
