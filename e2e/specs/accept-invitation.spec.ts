// The web app's accept page, which mailed links open when sign-in is Keycloak's: a signed-out
// person opens the link, keeps it through the sign-in, and accepts with one button. With the
// embedded provider the same invitation's token works here too, which is how this runs.
import { expect, test } from '@playwright/test';
import type { StaffResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { mailedInvitationLink } from '../support/outbox.ts';
import { openProviderLogin, submitCredentials } from '../support/sign-in.ts';
import { newPageAs } from '../support/signed-in.ts';
import { onboardInvitee } from '../support/staff-invitation.ts';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NAMES = { firstName: 'Alma', lastName: 'Accept' };

test('a signed-out person opens an accept link, signs in and accepts', async ({
  page,
  browser,
}) => {
  // Two people in one test, the invitee signing in through the provider: room for a busy
  // machine. The admin starts from the run's signed-in state.
  test.slow();
  const adminPage = await newPageAs(browser, 'admin');
  // A person with an account of their own (a teacher of a first school): the demo accounts stay
  // off every school's staff, which would change their sidebar in other specs.
  const firstSchool = `First School ${suffix}`;
  const { school: first } = await apiRequest<{ school: { id: number } }>(
    adminPage,
    'POST',
    '/schools',
    { schoolName: firstSchool, managingInstituteId: null },
  );
  const email = `accept-${suffix}@example.org`;
  await apiRequest(adminPage, 'POST', `/schools/${first.id}/staff`, {
    email,
    isAdmin: false,
    isTeacher: true,
  });
  const person = await onboardInvitee(adminPage, email, NAMES, firstSchool);

  const schoolName = `Accept School ${suffix}`;
  const { school } = await apiRequest<{ school: { id: number } }>(adminPage, 'POST', '/schools', {
    schoolName,
    managingInstituteId: null,
  });
  await apiRequest(adminPage, 'POST', `/schools/${school.id}/staff`, {
    email,
    isAdmin: false,
    isTeacher: true,
  });
  const token = new URL(await mailedInvitationLink(adminPage, email, schoolName)).searchParams.get(
    'token',
  );
  const acceptPath = `/invitations/accept?token=${token}`;

  // Signed out, the link leads to sign-in, and the sign-in back to the link, token and all.
  await page.goto(acceptPath);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(acceptPath);
  await openProviderLogin(page, acceptPath);
  await submitCredentials(page, person);
  await expect(page).toHaveURL(acceptPath);

  await expect(page.getByRole('heading', { name: 'Accept the invitation' })).toBeVisible();
  await expect(page).toHaveTitle('Accept invitation · Cogniplay');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(
    page.getByText(`You are now a staff member of the school "${schoolName}".`),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The school lists them as an active teacher now, with names.
  const { staff } = await apiRequest<StaffResponse>(
    adminPage,
    'GET',
    `/schools/${school.id}/staff`,
  );
  expect(staff.find((member) => member.email === email)).toMatchObject({
    status: 'active',
    firstName: NAMES.firstName,
  });

  // The link is used up: opened again, the page says so.
  await page.goto(acceptPath);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation link is unknown or has been used already.',
  );
  await adminPage.close();
});
