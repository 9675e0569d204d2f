// "Forgot password?" through the real pages: a researcher asks for a link on the provider's
// sign-in page, the admin reads it from the outbox, the researcher sets a new password with it
// and signs in. A new password ends every session of the account, so the researcher is one of
// this test's own (invited and onboarded here), never a demo account: the other specs share the
// demo accounts' sessions (support/signed-in.ts). The server tests
// (apps/server/test/idp/password-reset.test.ts) show that the old password stops working.
import { expect, test } from '@playwright/test';
import { apiRequest } from '../support/api.ts';
import type { Account } from '../support/demo-accounts.ts';
import { findMailedLink, mailedInvitationLink } from '../support/outbox.ts';
import { IDP_PAGE, openProviderLogin, submitCredentials } from '../support/sign-in.ts';
import { newPageAs } from '../support/signed-in.ts';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const researcher: Account = { email: `reset-${suffix}@e2e.test`, password: `first-${suffix}` };
const newPassword = `second-${suffix}`;

test('the researcher resets the password by mail and signs in with the new one', async ({
  page,
  browser,
}) => {
  const adminPage = await newPageAs(browser, 'admin');
  // The researcher: invited into an institute of this test, onboarded through the mailed link.
  const institute = await apiRequest<{ id: number }>(adminPage, 'POST', '/research-institutes', {
    name: `Reset Institute ${suffix}`,
  });
  await apiRequest(adminPage, 'POST', '/researchers', {
    email: researcher.email,
    researchInstituteId: institute.id,
  });
  await page.goto(await mailedInvitationLink(adminPage, researcher.email));
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill(`Reset ${suffix}`);
  await page.getByLabel('Password', { exact: true }).fill(researcher.password);
  await page.getByLabel('Confirm password').fill(researcher.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is ready')).toBeVisible();

  await openProviderLogin(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(researcher.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();

  // The mail is written just after the answer (the account is new: no earlier link to tell apart).
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = await findMailedLink(adminPage, researcher.email, '/reset-password?');
      return link !== undefined;
    })
    .toBe(true);
  await adminPage.context().close();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await page
    .getByRole('button', { name: /^(log ?in|sign in)$/i })
    .first()
    .click();
  await expect(page).toHaveURL(IDP_PAGE);
  await submitCredentials(page, { email: researcher.email, password: newPassword });
  await expect(page).toHaveURL(/\/r$/);

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByText('This link has already been used.')).toBeVisible();
});
