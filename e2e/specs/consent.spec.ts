// Parental consent as a researcher records it, a parent's copy of their child's data, and the
// gate consent opens: a start for a class where
// two children lack consent leaves them out, says so, and starts the others. The database is
// shared with other spec files: every record carries a unique tag, and assertions look only at
// those.
import fs from 'node:fs/promises';
import type { ParticipantResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { createAssessment, unique } from '../support/assessments.ts';
import { axeViolations } from '../support/axe.ts';
import { unzip } from '../support/exports.ts';
import { recordConsent } from '../support/participants.ts';
import { expect, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });

test('consent is recorded on the participant page, and a start leaves out who lacks it', async ({
  page,
  browser,
}) => {
  // Over 10 s: instances, an assessment and four participants made, then sessions started.
  test.setTimeout(180_000);
  const tag = `e2e-consent-${unique()}`;
  const assessmentId = await createAssessment(page, browser, `Consent ${tag}`, tag);
  const children: ParticipantResponse['participant'][] = [];
  for (const letter of ['a', 'b', 'c', 'd']) {
    const { participant } = await apiRequest<ParticipantResponse>(page, 'POST', '/participants', {
      subjectId: `${tag}-${letter}`,
      firstName: 'Secret',
      lastName: 'Name',
    });
    children.push(participant);
  }
  const [a, b, , d] = children;

  // A: recorded through the dialog, as a researcher does from the signed form.
  await page.goto(`/participants/${a!.id}`);
  const section = page.getByTestId('participant-consent');
  await expect(section.getByLabel('Consent: Not recorded')).toBeVisible();
  await section.getByRole('button', { name: 'Record decision' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a consent decision' });
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('Say who decided.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Decided by').selectOption('Parent');
  await dialog.getByLabel(/Relation to the child/).fill('mother');
  await dialog
    .getByLabel('Consent form')
    .selectOption('Parental consent: game-based assessment, version 1.0 (en)');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('status').getByText('Consent recorded')).toBeVisible();
  await expect(section.getByLabel('Consent: Given')).toBeVisible();
  await expect(section.getByTestId('consent-record')).toHaveCount(1);
  await expect(section.getByTestId('consent-record')).toContainText('Parent · mother');
  expect(await axeViolations(page)).toEqual([]);

  // A parent asks for their child's data: one ZIP with the record, the decision and its form.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: "Download this child's data" }).click(),
  ]);
  const files = await unzip(await fs.readFile(await download.path()));
  expect(Object.keys(files).sort()).toEqual([
    'README.md',
    'codebook.csv',
    'consent.json',
    'instances.csv',
    'participant.json',
    'sessions.csv',
    'trials.csv',
  ]);
  expect(JSON.parse(files['participant.json']!)).toMatchObject({
    subjectId: `${tag}-a`,
    firstName: 'Secret',
  });
  expect(JSON.parse(files['consent.json']!).decisions[0]).toMatchObject({
    status: 'given',
    relation: 'mother',
    form: { version: '1.0', language: 'en' },
  });

  // B given, C never asked, D refused.
  await recordConsent(page, b!, 'given');
  await recordConsent(page, d!, 'refused');
  await page.goto(`/participants?q=${tag}&consent=refused`);
  await expect(page.getByTestId('participant-card')).toHaveCount(1);
  await expect(page.getByTestId('participant-card')).toContainText(`${tag}-d`);

  await page.goto(`/assessments/${assessmentId}`);
  await page.getByRole('button', { name: 'Start sessions' }).click();
  const start = page.getByRole('dialog', { name: 'Start sessions' });
  await start.getByLabel('Search by subject ID').fill(tag);
  await start.getByText('Choose all 4 shown').click();
  const leftOut = start.getByTestId('left-out-for-consent');
  await expect(leftOut).toContainText('2 of the 4 chosen are left out');
  await expect(leftOut.getByRole('listitem')).toHaveText([
    `${tag}-d (refused)`,
    `${tag}-c (not recorded)`,
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await start.getByRole('button', { name: 'Start for 2' }).click();
  await expect(page).toHaveURL(/\/sessions\/print\?batch=/);
  await expect(page.getByTestId('session-card')).toHaveCount(2);
  await expect(page.getByTestId('session-card').filter({ hasText: `${tag}-c` })).toHaveCount(0);
});
