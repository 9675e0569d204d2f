// Mistakes corrected where they are: a school renamed (a taken name said at the field) and an
// empty one deleted, while one with a child stays and says why; an assessment no session was
// started of deleted; an institute renamed by an admin. Records carry a unique tag: the
// database is shared with other spec files.
import type { UserContext } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { createAssessment, unique } from '../support/assessments.ts';
import { axeViolations } from '../support/axe.ts';
import { acceptStaffInvitation } from '../support/staff-invitation.ts';
import { expect, newPageAs, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });

test('a researcher renames a school, deletes an empty one, and is told why a full one stays', async ({
  page,
}) => {
  const tag = unique();
  await openSignedIn(page, '/r/schools');
  const { researcherContext } = await apiRequest<UserContext>(page, 'GET', '/users/me/context');
  const instituteId = researcherContext!.researchInstituteId;
  const school = async (schoolName: string) =>
    (
      await apiRequest<{ school: { id: number } }>(page, 'POST', '/schools', {
        schoolName,
        managingInstituteId: instituteId,
      })
    ).school.id;
  const typo = await school(`Grundshule ${tag}`);
  await school(`Taken ${tag}`);

  await page.goto(`/r/schools/${typo}`);
  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename the school' });
  await dialog.getByLabel('School name').fill(`Taken ${tag}`);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Another school of this institute has this name.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('School name').fill(`Grundschule ${tag}`);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Grundschule ${tag}` })).toBeVisible();

  // With a child in it, the school stays, and the answer says what is in it.
  const { participant } = await apiRequest<{ participant: { id: number } }>(
    page,
    'POST',
    '/participants',
    { subjectId: `SCH-${tag}`, schoolId: typo },
  );
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete school' }).click();
  // The toast and its announcement for screen readers both say it.
  await expect(
    page.getByText('This school still has 1 participant(s)', { exact: false }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The child moves to no school: now the school is empty.
  await apiRequest(page, 'PATCH', `/participants/${participant.id}`, { schoolId: null });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Delete school' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(/\/r\/schools$/);
  await expect(
    page.getByRole('status').getByText(`“Grundschule ${tag}” is deleted.`),
  ).toBeVisible();
});

test('a researcher deletes an assessment no session was started of', async ({ page, browser }) => {
  const tag = `e2e-del-${unique()}`;
  const id = await createAssessment(page, browser, `Unused ${tag}`, tag);
  await page.goto(`/assessments/${id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Delete “Unused ${tag}”?` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete assessment' }).click();
  await expect(page).toHaveURL(/\/assessments$/);
  await expect(page.getByRole('status').getByText(`“Unused ${tag}” is deleted.`)).toBeVisible();
  await page.goto(`/assessments/${id}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('an admin renames a research institute', async ({ browser }) => {
  const page = await newPageAs(browser, 'admin', '/admin/research-institutes');
  const tag = unique();
  const { id } = await apiRequest<{ id: number }>(page, 'POST', '/research-institutes', {
    name: `Institue ${tag}`,
  });
  await page.goto(`/admin/research-institutes/${id}`);
  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename the research institute' });
  await dialog.getByLabel('Institute name').fill(`Institute ${tag}`);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Institute ${tag}` })).toBeVisible();
  await page.close();
});

test("an admin changes a staff member's roles", async ({ browser }) => {
  const page = await newPageAs(browser, 'admin', '/admin/schools');
  const tag = unique();
  const { researchInstitutes } = await apiRequest<{ researchInstitutes: { id: number }[] }>(
    page,
    'GET',
    '/research-institutes',
  );
  const { school } = await apiRequest<{ school: { id: number } }>(page, 'POST', '/schools', {
    schoolName: `Roles ${tag}`,
    managingInstituteId: researchInstitutes[0]!.id,
  });
  const email = `roles.${tag}@example.org`;
  await apiRequest(page, 'POST', `/schools/${school.id}/staff`, {
    email,
    isAdmin: false,
    isTeacher: true,
  });
  const userId = await acceptStaffInvitation(page, school.id, email, {
    firstName: 'Rolf',
    lastName: 'Lehrer',
  });
  await page.goto(`/admin/schools/${school.id}/staff/${userId}`);
  await page.getByRole('button', { name: 'Change roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change roles' });
  await dialog.getByLabel('Teacher').uncheck();
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Admin', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Full administrative access to school settings')).toBeVisible();
  await page.close();
});
