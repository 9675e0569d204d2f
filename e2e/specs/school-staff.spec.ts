// School staff sign in to their school: a teacher sees each class's children and where their
// assessments stand (never scores); the school's administrator also manages its staff and
// imports a class. Each
// person signs in through the login page. The database is shared with other spec files: names
// carry a unique tag.
import type { Browser, Page } from '@playwright/test';
import type { UserContext } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { createInstances, unique } from '../support/assessments.ts';
import { axeViolations } from '../support/axe.ts';
import type { Account } from '../support/demo-accounts.ts';
import { addParticipant } from '../support/participants.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, newPageAs, test } from '../support/signed-in.ts';
import { onboardInvitee } from '../support/staff-invitation.ts';

/**
 * A school of the demo institute with classes 2a (Mia, whose session is started, and Ben) and
 * 3b (Ida), and a person of its staff with the roles, onboarded: their account.
 */
async function schoolWith(
  browser: Browser,
  tag: string,
  roles: { isAdmin: boolean; isTeacher: boolean },
): Promise<{ schoolName: string; schoolId: number; batchId: number; account: Account }> {
  const researcherPage = await newPageAs(browser, 'researcher');
  const adminPage = await newPageAs(browser, 'admin');
  const { researcherContext } = await apiRequest<UserContext>(
    researcherPage,
    'GET',
    '/users/me/context',
  );
  const researchInstituteId = researcherContext!.researchInstituteId;
  const schoolName = `Staff School ${tag}`;
  const { school } = await apiRequest<{ school: { id: number } }>(
    researcherPage,
    'POST',
    '/schools',
    { schoolName, managingInstituteId: researchInstituteId },
  );
  const child = async (number: number, group: string, firstName: string) =>
    (
      await addParticipant(researcherPage, {
        subjectId: `${tag}-${number}`,
        firstName,
        lastName: 'Tester',
        researchInstituteId,
        schoolId: school.id,
        group,
      })
    ).participant.id;
  const mia = await child(1, '2a', 'Mia');
  await child(2, '2a', 'Ben');
  await child(3, '3b', 'Ida');
  const [instanceId] = await createInstances(browser, tag);
  const { assessment } = await apiRequest<{ assessment: { id: number } }>(
    researcherPage,
    'POST',
    '/assessments',
    { name: `Reading ${tag}`, instanceIds: [instanceId] },
  );
  const { batchId } = await apiRequest<{ batchId: number }>(researcherPage, 'POST', '/sessions', {
    assessmentId: assessment.id,
    participantIds: [mia],
  });
  const email = `staff-${tag.toLowerCase()}@example.org`;
  await apiRequest(adminPage, 'POST', `/schools/${school.id}/staff`, { email, ...roles });
  const account = await onboardInvitee(
    adminPage,
    email,
    { firstName: 'Sam', lastName: 'Staff' },
    schoolName,
  );
  await Promise.all([researcherPage.close(), adminPage.close()]);
  return { schoolName, schoolId: school.id, batchId, account };
}

/** Signed in through the login page, the staff member lands on their schools and opens one. */
async function openSchool(page: Page, account: Account, schoolName: string) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/s$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My schools' })).toBeVisible();
  await expect(page).toHaveTitle('My schools · Cogniplay');
  await page.getByRole('link', { name: schoolName }).click();
  await expect(page.getByRole('heading', { level: 1, name: schoolName })).toBeVisible();
  await expect(page).toHaveTitle('School · Cogniplay');
}

test('a teacher signs in to their school and follows each class, without scores', async ({
  page,
  browser,
}) => {
  // Three people set up through the API, then a sign-in through the login page: room for a
  // busy machine.
  test.slow();
  const tag = `ST-${unique().toUpperCase()}`;
  const { schoolName, account } = await schoolWith(browser, tag, {
    isAdmin: false,
    isTeacher: true,
  });
  await openSchool(page, account, schoolName);

  const rows = page.getByTestId('child-progress-row');
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('2a');
  await expect(rows).toHaveText([
    new RegExp(`^Mia Tester${tag}-1Not started$`),
    new RegExp(`^Ben Tester${tag}-2—No session$`),
  ]);
  await expect(page.getByRole('columnheader', { name: `Reading ${tag}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toContainText('My schools');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Class', { exact: true }).selectOption('3b');
  await expect(rows).toHaveText([new RegExp(`^Ida Tester${tag}-3—No session$`)]);
  // The class is in the address: a reload keeps it.
  await page.reload();
  await expect(rows).toHaveText([new RegExp(`^Ida Tester${tag}-3—No session$`)]);
  await expect(page.locator('main')).not.toContainText(/score|accuracy|correct/i);

  // The researcher's start has one card for the school (Mia's): the teacher prints it.
  const sheet = page.getByRole('listitem').filter({ hasText: `Reading ${tag}` });
  await expect(sheet).toContainText('1 card of this school, 1 not started');
  await sheet.getByRole('button', { name: 'Print 1 card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Play links to print' })).toBeVisible();
  const card = page.getByTestId('session-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`ID ${tag}-1`);
  await expect(card).toContainText(`${schoolName} · 2a`);
  expect(await axeViolations(page)).toEqual([]);
  // Its links were shown once: after a reload, the school page prints the cards again.
  await page.reload();
  await page.getByRole('link', { name: 'Back to the school' }).click();
  await expect(page.getByRole('heading', { level: 1, name: schoolName })).toBeVisible();
});

test.describe('in German at 390 px', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

  test("a school's administrator invites a teacher and imports a class", async ({
    page,
    browser,
  }) => {
    // As above: three people set up, a sign-in through the login page.
    test.slow();
    const tag = `SA-${unique().toUpperCase()}`;
    const { schoolName, account } = await schoolWith(browser, tag, {
      isAdmin: true,
      isTeacher: false,
    });
    await signIn(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Schulen' })).toBeVisible();
    await expect(page).toHaveTitle('Meine Schulen · Cogniplay');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: schoolName }).click();
    await expect(page.getByRole('heading', { level: 1, name: schoolName })).toBeVisible();
    await expect(page.getByTestId('child-progress-row')).toHaveCount(2);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    const invited = `teacher-${tag.toLowerCase()}@example.org`;
    await page.getByRole('button', { name: 'Einladen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-Mail-Adresse').fill(invited);
    await dialog.getByRole('checkbox', { name: 'Lehrkraft' }).click();
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText(invited)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A class list of the school: a subject ID the institute has already, then fixed.
    await page.getByRole('link', { name: 'Klasse importieren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Klasse importieren' })).toBeVisible();
    await expect(page).toHaveTitle('Klasse importieren · Cogniplay');
    const rows = (first: string) =>
      ['subject_id;first_name;group', `${first};Lea;4c`, `${tag}-5;Tom;4c`].join('\n');
    await page.getByLabel('Zeilen').fill(rows(`${tag}-1`));
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByTestId('import-problems').getByRole('row')).toHaveText([
      'ZeileSpalteProblem',
      '2subject_idSubject ID already exists',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Zeilen').fill(rows(`${tag}-4`));
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByRole('heading', { name: '2 Kinder bereit zum Import' })).toBeVisible();
    await page.getByRole('button', { name: '2 Kinder importieren' }).click();
    // The school page opens on the class imported.
    await expect(page.getByRole('status').getByText('2 Kinder importiert')).toBeVisible();
    await expect(page.getByLabel('Klasse', { exact: true })).toHaveValue('4c');
    await expect(page.getByTestId('child-progress-row')).toHaveText([
      new RegExp(`^Lea${tag}-4`),
      new RegExp(`^Tom${tag}-5`),
    ]);
  });
});

// Over 10 s: six pages, each at two widths in two languages, axe-checked.
test('every page of the staff area, at 1440 and 390 px, in English and German', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = `SP-${unique().toUpperCase()}`;
  const { schoolId, batchId, account } = await schoolWith(browser, tag, {
    isAdmin: true,
    isTeacher: true,
  });
  await signIn(page, account);
  const { id: userId } = await apiRequest<{ id: number }>(page, 'GET', '/users/me/profile');
  const pages = [
    '/s',
    `/s/${schoolId}`,
    `/s/${schoolId}/staff/${userId}`,
    `/s/${schoolId}/import`,
    // After a reload its links are no longer in memory: the page leads back to the school.
    `/s/${schoolId}/sheets/${batchId}`,
    // The card code's page of a tablet without a camera.
    '/play',
  ];
  for (const language of ['en', 'de']) {
    await page.evaluate((lng) => {
      localStorage.setItem('i18nextLng', lng);
      document.cookie = `i18next=${lng}; path=/`;
    }, language);
    for (const path of pages) {
      // The play page follows the tablet's language, or ?lng= (it keeps no choice).
      await page.goto(path === '/play' ? `/play?lng=${language}` : path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).not.toHaveTitle(/^(Error|Fehler)/);
      // One load, both widths: the layout follows a resize as it follows a load.
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page), `${path} ${language} ${width}`).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} ${language} ${width}`).toBeLessThanOrEqual(width);
      }
    }
  }
});
