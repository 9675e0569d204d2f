// A double click never creates twice: a double-clicked "Create assessment" sends one request and
// makes one assessment, and shows no error (the second click used to reach the server before
// React had disabled the button: a false "name already exists").
import { expect, test, type Page } from '@playwright/test';
import { createInstances, fillAssessmentForm, unique } from '../support/assessments.ts';
import { researcher } from '../support/demo-accounts.ts';
import { signIn } from '../support/sign-in.ts';

/** The POST requests the page sends to `/api<path>`, counted as they leave the browser. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`) {
      count += 1;
    }
  });
  return () => count;
}

/** The toasts on screen (the list items of the notifications region). */
const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

test('a double-clicked "Create assessment" makes one assessment and shows no error', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `e2e-dbl-${unique()}`;
  const ids = await createInstances(browser, tag);
  await signIn(page, researcher, '/assessments/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New assessment' })).toBeVisible({
    timeout: 30_000,
  });
  const name = `Double ${tag}`;
  await fillAssessmentForm(page, name, tag, ids);
  const posts = countPosts(page, '/assessments');

  await page.getByRole('button', { name: 'Create assessment' }).dblclick();

  await expect(page).toHaveURL(/\/assessments\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.waitForLoadState('networkidle');
  expect(posts()).toBe(1);
  await expect(toasts(page)).toHaveCount(0);
});
