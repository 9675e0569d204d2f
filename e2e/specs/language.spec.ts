// The interface is translated; the header switch changes the language, and the
// provider's login page follows the browser's language and the app's choice.
import { expect, test } from '@playwright/test';
import { admin } from '../support/demo-accounts.ts';
import { IDP_PAGE, openProviderLogin, signIn, submitCredentials } from '../support/sign-in.ts';

test('switching to German in the header translates the app, and the login page follows', async ({
  page,
}) => {
  await signIn(page, admin);
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forschungsinstitute' })).toBeVisible();

  // The choice outlives the session: after signing out, the provider's page is German too.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Anmelden' }).first().click();
  await expect(page).toHaveURL(IDP_PAGE);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('Passwort')).toBeVisible();
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the provider login page and its error are German', async ({ page }) => {
    await openProviderLogin(page);
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await submitCredentials(page, { email: admin.email, password: 'falsches-passwort' });
    await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
  });
});

test("the provider's language switch keeps the sign-in going, and the app follows", async ({
  page,
}) => {
  await openProviderLogin(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByText('Kognitive Diagnostik neu gedacht – durch spielbasierte Erhebung.'),
  ).toBeVisible();
  await submitCredentials(page, { email: admin.email, password: 'falsches-passwort' });
  await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
  // The same sign-in goes on, and the app opens in German.
  await submitCredentials(page, admin);
  await expect(page).not.toHaveURL(IDP_PAGE);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
});
