// The participants grid, its empty state, the add form and the detail page.
import { expect, test } from '@playwright/test';
import { admin, DEMO_INSTITUTE_NAME, researcher } from '../support/demo-accounts.ts';
import { E2E_ORIGIN } from '../support/server-env.ts';
import { signIn } from '../support/sign-in.ts';

test('an empty participants page says so', async ({ page }) => {
  // The list is answered empty here: the suite shares one database, and another test (or this
  // file's retry) may have added participants already. The server's empty answer has its own
  // app.inject test.
  await page.route('**/api/participants', (route) => route.fulfill({ json: { participants: [] } }));
  await signIn(page, admin, '/participants');
  await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
  await expect(page.getByText('No participants found')).toBeVisible();
});

test('a researcher adds a participant and finds its card and details', async ({ page }) => {
  const subjectId = `E2E-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await signIn(page, researcher, '/participants');
  await page.getByRole('link', { name: 'Add participant' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/participants/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add participant' })).toBeVisible();

  // A blank subject ID is refused before anything is sent.
  await page.getByLabel('Subject ID').fill('   ');
  await page.getByRole('button', { name: 'Add participant' }).click();
  await expect(page.getByText('Subject ID is required')).toBeVisible();

  await page.getByLabel('Subject ID').fill(` ${subjectId} `);
  await page.getByLabel(/First name/).fill('Lena');
  await page.getByLabel(/Last name/).fill('Vogel');
  await page.getByRole('button', { name: 'Add participant' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/participants`);

  const card = page.getByTestId('participant-card').filter({ hasText: `ID: ${subjectId}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Lena Vogel')).toBeVisible();
  await expect(card.getByText('LV', { exact: true })).toBeVisible();
  await expect(card.getByText(/^#\d+$/)).toBeVisible();

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/participants\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lena Vogel/);
  await expect(page.getByText(subjectId, { exact: true })).toBeVisible();
  await expect(page.getByText(DEMO_INSTITUTE_NAME)).toBeVisible();

  // The same subject ID again: the server's message in an error toast, and no navigation.
  await page.goto('/participants/add');
  await page.getByLabel('Subject ID').fill(subjectId);
  await page.getByRole('button', { name: 'Add participant' }).click();
  await expect(page.getByText('Subject ID already exists', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/participants/add`);
});
