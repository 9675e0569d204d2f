// The page of a pending staff member, reached from its card: named by the membership, it shows
// what the inviter typed ('Pending onboarding', the address as typed, the notice, roles, school)
// with the invitation's dates, Resend and Revoke, for the researcher and the admin. The suite
// shares one database with the other spec files, so names carry this run's suffix.
import type { Page } from '@playwright/test';
import type { ResearchInstitutesResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { DEMO_INSTITUTE_NAME } from '../support/demo-accounts.ts';
import { expect, newPageAs, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const schoolName = `Invitation page school ${suffix}`;
/** As the researcher types it, capitals included: the page shows it so. */
const typedEmail = `Head.Teacher-${suffix}@Invited.E2E.test`;
const teacherEmail = `teacher-${suffix}@invited.e2e.test`;

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

function staffCard(page: Page, email: string) {
  return page
    .getByRole('region', { name: 'Staff' })
    .getByRole('listitem')
    .filter({ hasText: email });
}

/** As the admin: a school of the demo institute (so that the demo researcher sees it). */
async function createSchool(page: Page): Promise<number> {
  const { researchInstitutes } = await apiRequest<ResearchInstitutesResponse>(
    page,
    'GET',
    '/research-institutes',
  );
  const institute = researchInstitutes.find((entry) => entry.name === DEMO_INSTITUTE_NAME);
  const { school } = await apiRequest<{ school: { id: number } }>(page, 'POST', '/schools', {
    schoolName,
    managingInstituteId: institute!.id,
  });
  return school.id;
}

// Over 10 s: records made, then the page checked as two people in two browsers.
test('a pending staff member has a page of the invitation, for researcher and admin', async ({
  page,
  browser,
}) => {
  // Two people, each in a browser of their own: room for a busy machine.
  test.slow();
  const adminPage = await newPageAs(browser, 'admin');
  const schoolId = await createSchool(adminPage);

  // The researcher invites a school administrator and opens the pending card.
  await openSignedIn(page, `/r/schools/${schoolId}`);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Staff Member' });
  await dialog.getByLabel('Email address').fill(typedEmail);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  await staffCard(page, typedEmail).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/r/schools/${schoolId}/staff/invitations/\\d+$`));
  await expect(page).toHaveTitle('Invited staff member · Cogniplay');
  await expect(page.getByRole('heading', { name: 'Pending onboarding' })).toBeVisible();
  await expect(page.getByRole('link', { name: typedEmail, exact: true })).toBeVisible();
  await expect(
    page.getByText("This user has been invited but hasn't completed their onboarding yet"),
  ).toBeVisible();
  await expect(page.getByText('Full administrative access to school settings')).toBeVisible();
  await expect(page.getByText('Expires')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(DEMO_INSTITUTE_NAME) })).toBeVisible();

  // Resend from the page, then revoke: the page is gone, so it leads back to the school.
  await page.getByRole('button', { name: `Resend the invitation to ${typedEmail}` }).click();
  await expect(toast(page, 'Invitation kept in the Outbox')).toBeVisible();
  await page.getByRole('button', { name: `Revoke the invitation of ${typedEmail}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the invitation?' })
    .getByRole('button', { name: 'Revoke invitation' })
    .click();
  await expect(toast(page, 'Invitation revoked')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/r/schools/${schoolId}$`));
  await expect(page.getByRole('heading', { name: schoolName })).toBeVisible();
  await expect(staffCard(page, typedEmail)).toHaveCount(0);

  // The admin opens a pending teacher's page from the admin area, and goes back.
  await apiRequest(adminPage, 'POST', `/schools/${schoolId}/staff`, {
    email: teacherEmail,
    isAdmin: false,
    isTeacher: true,
  });
  await adminPage.goto(`/admin/schools/${schoolId}`);
  await staffCard(adminPage, teacherEmail).getByRole('link').click();
  await expect(adminPage).toHaveURL(
    new RegExp(`/admin/schools/${schoolId}/staff/invitations/\\d+$`),
  );
  await expect(adminPage.getByRole('heading', { name: 'Pending onboarding' })).toBeVisible();
  await expect(adminPage.getByText('Can manage students and classroom activities')).toBeVisible();
  await expect(
    adminPage.getByRole('button', { name: `Revoke the invitation of ${teacherEmail}` }),
  ).toBeVisible();
  await adminPage.getByRole('link', { name: `Back to ${schoolName}` }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/schools/${schoolId}$`));
  await adminPage.close();
});
