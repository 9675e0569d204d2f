// Sign-in through the embedded provider, the home redirect by role, the
// redirect back to the attempted page, and sign-out.
import { expect, test } from '@playwright/test';
import { admin, DEMO_INSTITUTE_NAME, researcher } from '../support/demo-accounts.ts';
import { E2E_ORIGIN } from '../support/server-env.ts';
import { IDP_PAGE, openProviderLogin, signIn, submitCredentials } from '../support/sign-in.ts';

test('the admin signs in through the login page and lands on /admin', async ({ page }) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(`${E2E_ORIGIN}/admin`);
});

test('the researcher lands on /r headed by the research institute name', async ({ page }) => {
  await signIn(page, researcher);
  await expect(page).toHaveURL(`${E2E_ORIGIN}/r`);
  await expect(page.getByRole('heading', { name: DEMO_INSTITUTE_NAME })).toBeVisible();
});

test('the login page is the closed-beta landing screen with a contact link', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Cogniplay' })).toBeVisible();
  await expect(
    page.getByText('Transform cognitive assessment through game-based evaluation.'),
  ).toBeVisible();
  await expect(page.getByText('closed beta', { exact: false }).first()).toBeVisible();
  await expect(
    page.getByText('Existing members can sign in below. Interested in joining?'),
  ).toBeVisible();
  // The server's default CONTACT_EMAIL.
  await expect(page.getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
    'href',
    'mailto:team@cogniplay.example',
  );
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-out visit to a guarded page goes to /login with the path as redirect', async ({
  page,
}) => {
  await page.goto('/statistics/');
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)statistics$/);
});

test('a signed-out visit to / goes to /login without a redirect parameter', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(`${E2E_ORIGIN}/login`);
});

test('after signing in from /login?redirect=/statistics the user is back on /statistics', async ({
  page,
}) => {
  await signIn(page, researcher, '/statistics');
  await expect(page).toHaveURL(`${E2E_ORIGIN}/statistics`);
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();
});

test('an absolute redirect to another origin is not followed', async ({ page }) => {
  const requestsToEvil: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') requestsToEvil.push(request.url());
  });
  await signIn(page, admin, 'https://evil.example');
  await expect(page).toHaveURL(new RegExp(`^${E2E_ORIGIN}/`));
  expect(requestsToEvil).toEqual([]);
});

test('a wrong password shows a generic error on the provider page', async ({ page }) => {
  await openProviderLogin(page);
  await submitCredentials(page, { email: admin.email, password: 'not-the-password' });
  await expect(page).toHaveURL(IDP_PAGE);
  const error = page.getByRole('alert');
  await expect(error).toBeVisible();
  // The message must not reveal whether the email or the password was wrong.
  await expect(error).toHaveText('Invalid email or password.');
  // And an unknown account gets exactly the same message.
  const message = await error.innerText();
  await submitCredentials(page, { email: 'nobody@cogniplay.test', password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(message);
});

test('sign-out ends the session and returns to the login page', async ({ page }) => {
  await signIn(page, admin);
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/login`);
  // The session is gone: a guarded page sends the visitor to /login again.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)admin$/);
});
