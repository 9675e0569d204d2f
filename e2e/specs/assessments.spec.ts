// Assessments and sessions from the researcher's side: an assessment of three rule-finding
// instances put together in the browser, started for one participant (session page with link
// and QR code) and for several (printable sheet, eight cards an A4 page). The database is shared
// with other spec files: every record here carries a unique name, and assertions look only at
// those.
import type { ResearchInstitutesResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import {
  createInstances,
  fillAssessmentForm,
  ruleFindingInstance,
  unique,
} from '../support/assessments.ts';
import { DEMO_INSTITUTE_NAME } from '../support/demo-accounts.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';
import { addParticipant } from '../support/participants.ts';

test.use({ storageState: SIGNED_IN.researcher });

test('a researcher creates an assessment of three instances and starts it', async ({
  page,
  browser,
}) => {
  // Over 10 s: instances made, an assessment built in the browser, sessions started.
  test.setTimeout(180_000);
  const tag = `e2e-assess-${unique()}`;
  const ids = await createInstances(browser, tag);

  await openSignedIn(page, '/assessments');
  // The first signed-in page loads the app's data and chunks: room for a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'New assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New assessment' })).toBeVisible();

  // Nothing chosen: refused before anything is sent.
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Choose at least one instance')).toBeVisible();

  const name = `Spring screening ${tag}`;
  await fillAssessmentForm(page, name, tag, ids);
  await page.getByRole('button', { name: 'Create assessment' }).click();

  await expect(page).toHaveURL(/\/assessments\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(DEMO_INSTITUTE_NAME)).toBeVisible();
  await expect(page.getByText('Shapes')).toBeVisible();
  const rows = page.getByTestId('assessment-item');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`${tag}-a`);
  await expect(rows.nth(1)).toContainText(`${tag}-c`);
  await expect(rows.nth(2)).toContainText(`${tag}-b`);
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByText('No sessions yet')).toBeVisible();
  const assessmentUrl = page.url();

  // It is listed, editable, with no sessions.
  await page.goto('/assessments');
  const listed = page.getByTestId('assessment-row').filter({ hasText: name });
  await expect(listed).toContainText('3');
  await expect(listed).toContainText('Editable');

  // Start it for a participant from the participant's page.
  const subjectId = `E2E-${unique().toUpperCase()}`;
  const participant = await addParticipant(page, {
    subjectId,
    firstName: 'Lena',
    lastName: 'Vogel',
  });
  await page.goto(`/participants/${participant.participant.id}`);
  await page.getByRole('button', { name: 'Start assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start assessment' });
  await dialog.getByLabel('Assessment').selectOption({ label: name });
  await dialog.getByRole('button', { name: 'Start' }).click();

  // The new session's page: link, Open here, QR code.
  await expect(page).toHaveURL(/\/sessions\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Session of ${subjectId}` }),
  ).toBeVisible();
  await expect(page.getByText('Not started')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Play link' }).inputValue();
  expect(link).toMatch(/\/play\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('link', { name: 'Open here' })).toHaveAttribute('href', link);
  await expect(page.getByRole('img', { name: 'QR code of the play link' })).toBeVisible();

  // After a reload the link is gone (only its hash is stored): "New link" makes another.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Play link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make new link' }).click();
  const newLink = await page.getByRole('textbox', { name: 'Play link' }).inputValue();
  expect(newLink).not.toBe(link);

  // The assessment is locked now, and lists the session.
  await page.goto(assessmentUrl);
  await expect(page.getByText('This assessment is locked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await expect(page.getByTestId('session-row')).toContainText(subjectId);
  await expect(page.getByTestId('session-row')).toContainText('0 of 6');

  // Duplicate: an unlocked copy under a new name.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate assessment' });
  await expect(duplicate.getByLabel('Name of the copy')).toHaveValue(`${name} (copy)`);
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (copy)`);
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByTestId('assessment-item')).toHaveCount(3);
});

test.describe('as the admin', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test('starting for several participants prints eight cards an A4 page', async ({ page }) => {
    // Over 10 s: instances made, an assessment built in the browser, sessions started.
    test.setTimeout(180_000);
    const tag = `e2e-print-${unique()}`;
    await openSignedIn(page);
    const { researchInstitutes } = await apiRequest<ResearchInstitutesResponse>(
      page,
      'GET',
      '/research-institutes',
    );
    const institute = researchInstitutes.find((entry) => entry.name === DEMO_INSTITUTE_NAME)!;
    const { instance: created } = await apiRequest<{ instance: { id: number } }>(
      page,
      'POST',
      '/games/rule-finding/instances',
      ruleFindingInstance(`${tag}-a`),
    );
    const name = `Print check ${tag}`;
    await apiRequest(page, 'POST', '/assessments', {
      name,
      researchInstituteId: institute.id,
      instanceIds: [created.id],
    });
    const participantIds: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      const { participant } = await addParticipant(page, {
        subjectId: `${tag}-${index}`,
        firstName: 'Secret',
        lastName: 'Name',
        researchInstituteId: institute.id,
      });
      participantIds.push(participant.id);
    }

    // The selection on /participants, filtered by subject ID: all nine shown.
    await page.goto(`/participants?q=${tag}`);
    await page.getByRole('button', { name: 'Start assessment for all 9 shown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start assessment' });
    await dialog.getByLabel('Assessment').selectOption({ label: name });
    await dialog.getByRole('button', { name: 'Start' }).click();

    await expect(page).toHaveURL(/\/sessions\/print\?batch=/);
    const cards = page.getByTestId('session-card');
    await expect(cards).toHaveCount(9);
    await expect(page.getByRole('img', { name: 'QR code of the play link' })).toHaveCount(9);
    await expect(cards.first()).toContainText(name);
    // Initials and subject ID only: the names stay off the cards.
    await expect(page.getByText('Secret')).toHaveCount(0);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { x: Math.round(box.x), y: Math.round(box.y) };
      }),
    );
    // Two columns, four rows on the first page; the ninth card starts the second.
    expect(new Set(boxes.slice(0, 8).map((box) => box.x)).size).toBe(2);
    expect(new Set(boxes.slice(0, 8).map((box) => box.y)).size).toBe(4);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(2);
  });
});
