// Without an SMTP server (as in this suite) invitations are kept in the outbox: the invite's
// confirmation says so, and admins find the mail on the Outbox page, its link clickable;
// researchers have no Outbox. The suite shares one database with the other spec files, so
// names carry this run's suffix.
import type { Page } from '@playwright/test';
import { apiRequest } from '../support/api.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.admin });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const inviteeEmail = `Outbox.Reader-${suffix}@E2E.test`;

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

test('an invitation kept in the outbox says so, and admins read it on the Outbox page', async ({
  page,
}) => {
  await openSignedIn(page);
  const institute = await apiRequest<{ id: number }>(page, 'POST', '/research-institutes', {
    name: `Outbox Institute ${suffix}`,
  });
  await page.goto(`/admin/research-institutes/${institute.id}`);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Researcher' });
  await dialog.getByLabel('Email address').fill(inviteeEmail);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const confirmation = toast(page, 'Invitation kept in the Outbox');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(
    'No mail server is set up, so the mail is kept in the Outbox; an admin can open it there.',
  );

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Outbox' })
    .click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page).toHaveTitle('Outbox · Cogniplay');
  // Other specs mail at the same time: the mail to this run's invitee, wherever it is.
  const newest = page.getByTestId('outbox-mail').filter({ hasText: inviteeEmail });
  await expect(newest).toHaveCount(1);
  await expect(newest.getByRole('heading')).toHaveText(
    'Invitation to Cogniplay / Einladung zu Cogniplay',
  );
  // Only the newest mail's text is open at first.
  if ((await newest.locator('details').getAttribute('open')) === null) {
    await newest.getByText('Text of the mail').click();
  }
  const links = newest.getByRole('link', { name: /\/invitation\?token=/ });
  // The link beside the recipient, and twice in the (English, then German) text.
  await expect(links).toHaveCount(3);
  const href = await links.first().getAttribute('href');
  await links.first().click();
  await expect(page).toHaveURL(href!);
  // A new address: the link opens the onboarding form.
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});

test.describe('as the researcher', () => {
  test.use({ storageState: SIGNED_IN.researcher });

  test('researchers have no Outbox', async ({ page }) => {
    await openSignedIn(page);
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Outbox' }),
    ).toHaveCount(0);
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
