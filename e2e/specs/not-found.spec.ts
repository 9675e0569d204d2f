// The not-found page and its way back home.
import { expect, test } from '@playwright/test';
import { E2E_ORIGIN } from '../support/server-env.ts';

test('an unknown address shows the 404 page with a way back home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Something is missing.')).toBeVisible();
  await expect(
    page.getByText("Sorry, we can't find that page. You'll find lots to explore on the home page."),
  ).toBeVisible();
  await page
    .getByRole('button', { name: 'Back to home' })
    .or(page.getByRole('link', { name: 'Back to home' }))
    .click();
  // Home sends a signed-out visitor on to the login page.
  await expect(page).toHaveURL(`${E2E_ORIGIN}/login`);
});
