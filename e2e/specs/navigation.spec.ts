// Spec 2.4 and 6: the sidebar entries of each role and the role guard of /admin.
import { expect, test, type Page } from '@playwright/test';
import { admin, researcher } from '../support/demo-accounts.ts';
import { E2E_ORIGIN } from '../support/server-env.ts';
import { signIn } from '../support/sign-in.ts';

function sidebar(page: Page) {
  // The sidebar is the navigation landmark that holds the Games group.
  return page.getByRole('navigation').filter({ hasText: 'Rule finding' }).first();
}

async function hrefsOf(page: Page): Promise<string[]> {
  const links = sidebar(page).getByRole('link');
  const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => href !== '/');
}

test('the admin sidebar shows research institutes, schools and games', async ({ page }) => {
  await signIn(page, admin);
  const nav = sidebar(page);
  for (const group of ['Research institutes', 'Schools', 'Games']) {
    await expect(nav.getByText(group, { exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Hand gesture' })).toHaveAttribute(
    'href',
    '/games/hand-gesture',
  );
  await expect(nav.getByRole('link', { name: 'Rule finding' })).toHaveAttribute(
    'href',
    '/games/rule-finding',
  );
  expect((await hrefsOf(page)).sort()).toEqual(
    [
      '/admin/research-institutes',
      '/admin/research-institutes/create',
      '/admin/schools',
      '/admin/schools/create',
      '/games/hand-gesture',
      '/games/rule-finding',
    ].sort(),
  );
});

test('the researcher sidebar shows schools and games only', async ({ page }) => {
  await signIn(page, researcher);
  const nav = sidebar(page);
  await expect(nav.getByText('Schools', { exact: true })).toBeVisible();
  await expect(nav.getByText('Games', { exact: true })).toBeVisible();
  await expect(nav.getByText('Research institutes', { exact: true })).toHaveCount(0);
  expect((await hrefsOf(page)).sort()).toEqual(
    ['/games/hand-gesture', '/games/rule-finding', '/r/schools', '/r/schools/create'].sort(),
  );
});

test('the Create entry is active on its exact path and Browse is not', async ({ page }) => {
  await signIn(page, admin, '/admin/schools/create');
  await expect(page).toHaveURL(`${E2E_ORIGIN}/admin/schools/create`);
  const nav = sidebar(page);
  const create = nav.locator('a[href="/admin/schools/create"]');
  const browse = nav.locator('a[href="/admin/schools"]');
  await expect(create).toHaveAttribute('data-active', 'true');
  await expect(browse).not.toHaveAttribute('data-active', 'true');
});

test('a researcher at /admin is sent to /unauthorized with a button back home', async ({
  page,
}) => {
  await signIn(page, researcher, '/admin');
  await expect(page).toHaveURL(`${E2E_ORIGIN}/unauthorized`);
  const home = page
    .getByRole('button', { name: /home/i })
    .or(page.getByRole('link', { name: /home/i }));
  await home.first().click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/r`);
});
