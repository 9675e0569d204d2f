// The sidebar entries of each role, the active entry, and the role guard of /admin.
import type { Page } from '@playwright/test';
import { SIDEBAR_LINKS } from '../../apps/web/src/test/sidebar-links.ts';
import { E2E_ORIGIN } from '../support/server-env.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

/** The sidebar's navigation landmark (the one holding the Games entries). */
function sidebar(page: Page) {
  return page.getByRole('navigation').filter({ hasText: 'Rule finding' }).first();
}

/** Every sidebar link as [text, href], in order. */
async function sidebarLinks(page: Page): Promise<[string, string][]> {
  const links = sidebar(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((nodes) =>
    nodes.map((n): [string, string] => [n.textContent.trim(), n.getAttribute('href') ?? '']),
  );
}

test.describe('as the admin', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test('the admin sidebar: research institutes, schools, audit log, games', async ({ page }) => {
    await openSignedIn(page);
    expect(await sidebarLinks(page)).toEqual(SIDEBAR_LINKS.admin);
  });

  test('Create is active only on its exact path, Browse not on create paths', async ({ page }) => {
    await openSignedIn(page, '/admin/schools/create');
    await expect(page).toHaveURL(`${E2E_ORIGIN}/admin/schools/create`);
    const nav = sidebar(page);
    const create = nav
      .getByRole('link', { name: 'Create' })
      .and(nav.locator('[href="/admin/schools/create"]'));
    const browse = nav
      .getByRole('link', { name: 'Browse' })
      .and(nav.locator('[href="/admin/schools"]'));
    await expect(create).toHaveAttribute('data-active', 'true');
    await expect(browse).not.toHaveAttribute('data-active', 'true');

    await browse.click();
    await expect(page).toHaveURL(`${E2E_ORIGIN}/admin/schools`);
    await expect(browse).toHaveAttribute('data-active', 'true');
    await expect(create).not.toHaveAttribute('data-active', 'true');
  });
});

test.describe('as the researcher', () => {
  test.use({ storageState: SIGNED_IN.researcher });

  test('the researcher sidebar: schools of the researcher area, games', async ({ page }) => {
    await openSignedIn(page);
    expect(await sidebarLinks(page)).toEqual(SIDEBAR_LINKS.researcher);
  });

  test('a researcher at /admin is sent to /unauthorized, with a button back home', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin');
    await expect(page).toHaveURL(`${E2E_ORIGIN}/unauthorized`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /home/i })
      .or(page.getByRole('main').getByRole('button', { name: /home/i }))
      .click();
    await expect(page).toHaveURL(`${E2E_ORIGIN}/r`);
  });
});
