// Research institutes, researcher invitations and onboarding, schools and
// school staff, end to end; the invited researcher signs in through the real login page, the
// admin starts from the run's signed-in state. The suite shares one database with the
// other spec files, so every name and email carries this run's suffix and assertions stay on
// the records created here.
import type { Browser, Page } from '@playwright/test';
import type { Account } from '../support/demo-accounts.ts';
import { mailedInvitationLink } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, openSignedIn, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';
import { acceptStaffInvitation } from '../support/staff-invitation.ts';

test.describe.configure({ mode: 'serial' });
test.use({ storageState: SIGNED_IN.admin });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const instituteName = `E2E Institute ${suffix}`;
const researcherAccount: Account = {
  email: `researcher-${suffix}@e2e.test`,
  password: `onboard-${suffix}`,
};
// Case-insensitive order puts 'alpha' before 'Beta'; plain code-point order would not.
const adminSchoolName = `alpha school ${suffix}`;
const researcherSchoolName = `Beta school ${suffix}`;
const schoolAdminEmail = `school-admin-${suffix}@e2e.test`;

let researcherPage: Page | undefined;

test.afterAll(async () => {
  await researcherPage?.context().close();
});

/** A second browser for the invited researcher: follows the link, onboards, signs in. */
async function onboardResearcher(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
  await page.goto(link);
  await page.getByLabel('First name').fill('Rosalind');
  await page.getByLabel('Last name').fill(`Franklin ${suffix}`);
  await page.getByLabel('Password', { exact: true }).fill(researcherAccount.password);
  await page.getByLabel('Confirm password').fill(researcherAccount.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is ready')).toBeVisible();
  await signIn(page, researcherAccount);
  return page;
}

/** The staff cards of a school page. */
function staffCards(page: Page) {
  return page.getByRole('region', { name: 'Staff' }).getByRole('listitem');
}

/** The toast showing `text` (screen readers get a second, hidden copy: take the first). */
function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

test('an admin creates an institute and invites a researcher, who onboards and sees the institute', async ({
  page,
  browser,
}) => {
  // About 10 s: an institute made and an invitation sent as the admin, then the researcher
  // onboards through the mailed link (a password set, which the provider hashes) in a browser
  // of their own.
  await openSignedIn(page, '/admin/research-institutes/create');
  await expect(page.getByRole('heading', { name: 'Add research institute' })).toBeVisible();
  await expect(page.getByText('Details', { exact: true })).toBeVisible();

  // A blank name is refused with the toast 'Error' / 'Institute name is required'.
  await page.getByLabel('Institute name').fill('   ');
  await page.getByRole('button', { name: 'Create Institute' }).click();
  await expect(toast(page, 'Institute name is required')).toContainText('Error');

  await page.getByLabel('Institute name').fill(instituteName);
  await page.getByRole('button', { name: 'Create Institute' }).click();
  await expect(page).toHaveURL(/\/admin\/research-institutes\/\d+$/);
  const instituteId = /(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { name: instituteName })).toBeVisible();
  await expect(page.getByText(`ID: ${instituteId}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Researchers' })).toBeVisible();
  await expect(page.getByText('0 members')).toBeVisible();

  // The invite dialog: exact texts, email validation, close on success, list refetched.
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Researcher' });
  await expect(dialog).toContainText(
    "Enter the email address of the researcher you'd like to invite to this research institute.",
  );
  await dialog.getByLabel('Email address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email address').fill(researcherAccount.email);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  const card = page
    .getByRole('region', { name: 'Researchers' })
    .getByRole('listitem')
    .filter({ hasText: researcherAccount.email });
  await expect(card.getByText('Pending onboarding')).toBeVisible();
  await expect(card.getByRole('link', { name: researcherAccount.email })).toHaveAttribute(
    'href',
    `mailto:${researcherAccount.email}`,
  );

  // The researcher follows the mailed link, sets names and password, and lands on /r.
  researcherPage = await onboardResearcher(
    browser,
    await mailedInvitationLink(page, researcherAccount.email),
  );
  await expect(researcherPage).toHaveURL(/\/r$/);
  await expect(researcherPage.getByRole('heading', { name: instituteName })).toBeVisible();

  // Onboarded: the admin now sees the name instead of 'Pending onboarding'.
  await page.reload();
  await expect(card.getByText(`Rosalind Franklin ${suffix}`)).toBeVisible();
  await expect(card.getByText('Pending onboarding')).toHaveCount(0);
});

test('the researcher creates a school and invites a school administrator', async () => {
  const page = researcherPage;
  if (!page) throw new Error('the researcher did not sign in in the previous test');
  await page.goto('/r/schools/create');
  await expect(page.getByLabel('Managing institute')).toHaveValue(instituteName);

  await page.getByRole('button', { name: 'Create School' }).click();
  await expect(page.getByText('School name is required')).toBeVisible();

  await page.getByLabel('School name').fill(researcherSchoolName);
  await page.getByRole('button', { name: 'Create School' }).click();
  await expect(page).toHaveURL(/\/r\/schools\/\d+$/);
  await expect(page.getByRole('heading', { name: researcherSchoolName })).toBeVisible();
  await expect(page.getByText('No staff members found.')).toBeVisible();

  // Researchers invite school administrators only: Admin preset, both boxes locked.
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: 'Admin' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Teacher' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Teacher' })).toBeDisabled();
  await dialog.getByLabel('Email address').fill(schoolAdminEmail);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();

  const card = staffCards(page).filter({ hasText: schoolAdminEmail });
  await expect(card.getByText('Pending onboarding')).toBeVisible();
  await expect(card.getByText('Administrator')).toBeVisible();

  await page.goto('/r/schools');
  await expect(page.getByRole('link', { name: researcherSchoolName })).toBeVisible();
});

test('the admin sees both schools sorted by name and searches the staff list', async ({ page }) => {
  await openSignedIn(page, '/admin/schools/create');
  const select = page.getByLabel('Managing institute');
  await expect(select.locator('option').first()).toHaveText('No managing institute');
  await expect(select).toHaveValue('none');
  await expect(select.locator('option', { hasText: instituteName })).toHaveCount(1);
  await page.getByLabel('School name').fill(adminSchoolName);
  await page.getByRole('button', { name: 'Create School' }).click();
  await expect(page).toHaveURL(/\/admin\/schools\/\d+$/);
  await expect(page.getByRole('heading', { name: adminSchoolName })).toBeVisible();
  await expect(page.getByText('No staff members found.')).toBeVisible();

  // The list: both schools, case-insensitive order, institute name or 'View details'.
  await page.goto('/admin/schools');
  const ours = page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`(alpha|Beta) school ${suffix}`) });
  await expect(ours).toHaveCount(2);
  await expect(ours.nth(0)).toContainText(adminSchoolName);
  await expect(ours.nth(0)).toContainText('View details');
  await expect(ours.nth(1)).toContainText(researcherSchoolName);
  await expect(ours.nth(1)).toContainText(instituteName);

  // The researcher's school: its administrator, found by the live search.
  await ours.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { name: researcherSchoolName })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search staff' });
  const staffCard = staffCards(page).filter({ hasText: schoolAdminEmail });
  await expect(staffCard).toBeVisible();
  await search.fill(schoolAdminEmail.toUpperCase());
  await expect(staffCard).toBeVisible();
  await search.fill(`nobody-${suffix}`);
  await expect(page.getByText('No staff members found matching your search.')).toBeVisible();
  await expect(staffCard).toBeHidden();
  await search.fill('');

  // Admins choose the roles; at least one is required.
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(`teacher-${suffix}@e2e.test`);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('At least one of Admin or Teacher must be selected')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Teacher' }).click();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(staffCards(page).filter({ hasText: `teacher-${suffix}@e2e.test` })).toBeVisible();
  await search.fill('teacher-');
  await expect(staffCard).toBeHidden();

  // A pending administrator is an invitation: its page is named by the membership, not a user.
  await search.fill('');
  await expect(staffCard.getByRole('link')).toHaveAttribute(
    'href',
    /\/admin\/schools\/\d+\/staff\/invitations\/\d+$/,
  );
  const schoolId = Number(/\/admin\/schools\/(\d+)$/.exec(page.url())?.[1]);
  await acceptStaffInvitation(page, schoolId, schoolAdminEmail, {
    firstName: 'Sabine',
    lastName: `Schulleitung ${suffix}`,
  });
  await page.reload();

  // The staff member page of the school administrator, now active.
  await staffCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/schools\/\d+\/staff\/\d+$/);
  await expect(page.getByRole('link', { name: `Back to ${researcherSchoolName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Sabine Schulleitung ${suffix}` })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(page.getByText('Full administrative access to school settings')).toBeVisible();
  await expect(page.getByText('Can manage students and classroom activities')).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(instituteName) })).toBeVisible();
  await page.getByRole('link', { name: `Back to ${researcherSchoolName}` }).click();
  await expect(page).toHaveURL(/\/admin\/schools\/\d+$/);
});
