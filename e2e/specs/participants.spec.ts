// The participants grid, its empty state, the add form and the detail page; schools and groups,
// the filters and the selection.
import type { UserContext } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { DEMO_INSTITUTE_NAME } from '../support/demo-accounts.ts';
import { E2E_ORIGIN } from '../support/server-env.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });

test.describe('as the admin', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test('an empty participants page says so', async ({ page }) => {
    // The list is answered empty here: the suite shares one database, and another test (or this
    // file's retry) may have added participants already. The server's empty answer has its own
    // app.inject test.
    await page.route('**/api/participants', (route) =>
      route.fulfill({ json: { participants: [] } }),
    );
    await openSignedIn(page, '/participants');
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
    await expect(page.getByText('No participants found')).toBeVisible();
  });
});

test('a researcher adds a participant and finds its card and details', async ({ page }) => {
  const subjectId = `E2E-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await openSignedIn(page, '/participants');
  await page.getByRole('link', { name: 'Add participant' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/participants/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add participant' })).toBeVisible();

  // A blank subject ID is refused before anything is sent.
  await page.getByLabel('Subject ID').fill('   ');
  await page.getByRole('button', { name: 'Add participant' }).click();
  await expect(page.getByText('Subject ID is required')).toBeVisible();

  await page.getByLabel('Subject ID').fill(`${subjectId} `);
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

test('a researcher files participants in schools and groups, edits one, filters and searches', async ({
  page,
}) => {
  // A long flow: two participants through the form, an edit, three filters and a reload.
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const first = `SG-${tag}-1`;
  const second = `SG-${tag}-2`;
  const schoolName = `Nordpark Grundschule ${tag}`;
  const otherSchoolName = `Südpark Grundschule ${tag}`;
  await openSignedIn(page, '/participants');
  const { researcherContext } = await apiRequest<UserContext>(page, 'GET', '/users/me/context');
  for (const name of [schoolName, otherSchoolName]) {
    await apiRequest(page, 'POST', '/schools', {
      schoolName: name,
      managingInstituteId: researcherContext!.researchInstituteId,
    });
  }

  // Two participants through the form, each with a school and a group.
  for (const [subjectId, school, group] of [
    [first, schoolName, `1a${tag}`],
    [second, otherSchoolName, `2b${tag}`],
  ] as const) {
    await page.goto('/participants/add');
    await page.getByLabel('Subject ID').fill(subjectId);
    await page.getByLabel(/School/).selectOption({ label: school });
    await page.getByLabel(/Group/).fill(` ${group} `);
    await page.getByRole('button', { name: 'Add participant' }).click();
    await expect(page).toHaveURL(`${E2E_ORIGIN}/participants`);
  }
  const firstCard = page.getByTestId('participant-card').filter({ hasText: `ID: ${first}` });
  await expect(firstCard.getByText(schoolName)).toBeVisible();
  await expect(firstCard.getByText(`Group 1a${tag}`)).toBeVisible();

  // The detail page shows them; 'Edit' changes the group.
  await firstCard.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/participants\/\d+$/);
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: schoolName })).toBeVisible();
  await expect(details.filter({ hasText: `1a${tag}` })).toBeVisible();
  await page.getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('School')).toHaveValue(/\d+/);
  await dialog.getByLabel('Group').fill(`2b${tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(details.filter({ hasText: `2b${tag}` })).toBeVisible();

  // The list shows the change; the filters narrow it and live in the URL.
  await page.getByRole('link', { name: 'Participants' }).first().click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/participants`);
  const cards = page.getByTestId('participant-card');
  await page.getByLabel('School', { exact: true }).selectOption({ label: schoolName });
  await expect(page).toHaveURL(/[?&]school=\d+/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(first);
  await expect(cards.first()).toContainText(`Group 2b${tag}`);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Group', { exact: true }).selectOption(`2b${tag}`);
  await expect(page).toHaveURL(new RegExp(`[?&]group=2b${tag}`));
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Search by subject ID').fill(second.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${second.toLowerCase()}`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(second);

  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByLabel('Search by subject ID')).toHaveValue(second.toLowerCase());
  await expect(cards).toHaveCount(1);

  // Selection: one card, then all shown.
  await page.getByLabel('Search by subject ID').fill(`SG-${tag}`);
  await expect(cards).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected');
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByTestId('selected-count')).toHaveCount(0);
});

test('a researcher deletes a participant for good after typing its subject ID', async ({
  page,
}) => {
  const subjectId = `DEL-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await openSignedIn(page, '/participants');
  const { participant } = await apiRequest<{ participant: { id: number } }>(
    page,
    'POST',
    '/participants',
    { subjectId, firstName: 'Ella', lastName: 'Fink' },
  );
  await page.goto(`/participants/${participant.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ella Fink/);

  await page.getByRole('button', { name: 'Delete participant' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Delete this participant for good?' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const confirm = dialog.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type the subject ID ${subjectId} to confirm`).fill(subjectId.slice(1));
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type the subject ID ${subjectId} to confirm`).fill(subjectId);
  await confirm.click();

  await expect(page).toHaveURL(`${E2E_ORIGIN}/participants`);
  await expect(
    page.getByText(`${subjectId} and all their data are deleted.`, { exact: true }),
  ).toBeVisible();
  const { participants } = await apiRequest<{ participants: { subjectId: string }[] }>(
    page,
    'GET',
    '/participants',
  );
  expect(participants.map((p) => p.subjectId)).not.toContain(subjectId);
  await page.goto(`/participants/${participant.id}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a researcher corrects a typo in a subject ID and a name; a taken ID is said at the field', async ({
  page,
}) => {
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  await openSignedIn(page, '/participants');
  const create = (subjectId: string, firstName: string) =>
    apiRequest<{ participant: { id: number } }>(page, 'POST', '/participants', {
      subjectId,
      firstName,
      lastName: 'Kern',
    });
  await create(`FIX-${tag}-2`, 'Other');
  const { participant } = await create(`FXI-${tag}-1`, 'Jonas');
  await page.goto(`/participants/${participant.id}`);

  await page.getByRole('button', { name: 'Correct ID and names' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the subject ID and names' });
  await dialog.getByLabel('Subject ID').fill(`FIX-${tag}-2`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Another participant of this institute has this subject ID',
  );
  await expect(dialog.getByLabel('Subject ID')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel('Subject ID').fill(`FIX-${tag}-1`);
  await dialog.getByLabel('First name').fill('Jona');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Jona Kern/);
  await expect(page.getByText(`FIX-${tag}-1`).first()).toBeVisible();
});
