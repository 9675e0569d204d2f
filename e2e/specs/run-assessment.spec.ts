// The whole run of an assessment against the real server: a researcher puts together an
// assessment of three instances and starts it for a participant; the play link opens on a tablet
// (a fresh browser context, no sign-in, touch); the child answers, the page is reloaded mid-way,
// the Wi-Fi drops and comes back; every answer is stored exactly once, and the participant's page
// then shows the session completed with its accuracy; the assessment's trials and the ZIP are
// downloaded (the ZIP opened and its files read), and after the participant is deleted an export
// no longer holds them. The test never reads a target item's truth: it answers without knowing
// it, and counts what the server answered.
import type { Response } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { TRIAL_COLUMNS } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { createInstances, fillAssessmentForm, unique } from '../support/assessments.ts';
import { downloadExport, unzip } from '../support/exports.ts';
import { answerItem, goOn, startPlaying } from '../support/play-page.ts';
import { expect, openSignedIn, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';
import { addParticipant } from '../support/participants.ts';

test.use({ storageState: SIGNED_IN.researcher });

const TOTAL = 6; // three instances of two target items each

test('an assessment runs end to end: started by a researcher, played on a tablet offline and on', async ({
  page,
  browser,
}) => {
  // Over 10 s: the whole run described at the top, offline stretches and downloads included.
  test.setTimeout(240_000);
  const tag = `e2e-run-${unique()}`;
  const ids = await createInstances(browser, tag);

  // The researcher: an assessment of the three instances, started from the participant's page.
  await openSignedIn(page, '/assessments/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New assessment' })).toBeVisible({
    timeout: 30_000,
  });
  const name = `Run ${tag}`;
  await fillAssessmentForm(page, name, tag, ids);
  await page.getByLabel('Picture set').selectOption('creatures');
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page).toHaveURL(/\/assessments\/\d+$/);
  const assessmentId = Number(new URL(page.url()).pathname.split('/').at(-1));

  const subjectId = `RUN-${unique().toUpperCase()}`;
  const { participant } = await addParticipant(page, {
    subjectId,
    firstName: 'Ida',
    lastName: 'Kranz',
  });
  await page.goto(`/participants/${participant.id}`);
  await page.getByRole('button', { name: 'Start assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start assessment' });
  await dialog.getByLabel('Assessment').selectOption({ label: name });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/sessions\/\d+$/);
  const sessionId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const link = await page.getByRole('textbox', { name: 'Play link' }).inputValue();

  // The tablet: a browser of its own, never signed in.
  const tablet = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'en-GB',
  });
  const child = await tablet.newPage();
  const statuses: number[] = [];
  child.on('response', (response: Response) => {
    if (/\/api\/play\/[^/]+\/answers$/.test(new URL(response.url()).pathname)) {
      statuses.push(response.status());
    }
  });
  await child.goto(link);
  await expect(child.getByTestId('play-initials')).toHaveText('IK');
  await startPlaying(child);
  await goOn(child, 'Look: these fit');
  await answerItem(child, 1, TOTAL, true);
  await answerItem(child, 2, TOTAL, false);
  await goOn(child, 'Look: these fit');
  await expect(child.getByRole('progressbar', { name: `Picture 3 of ${TOTAL}` })).toBeVisible();
  await expect(child.getByTestId('play-pending')).toHaveCount(0);

  // A reload mid-way resumes at the first item not answered: the second instance's first.
  await child.reload();
  await startPlaying(child);
  await goOn(child, 'Look: these fit');
  await answerItem(child, 3, TOTAL, true);
  await expect(child.getByTestId('play-pending')).toHaveCount(0);

  // Half answered; the Wi-Fi drops and the child goes on without waiting.
  await tablet.setOffline(true);
  await answerItem(child, 4, TOTAL, false);
  await goOn(child, 'Look: these fit');
  await answerItem(child, 5, TOTAL, true);
  await answerItem(child, 6, TOTAL, false);
  await expect(child.getByRole('heading', { name: 'All done – well played!' })).toBeVisible();
  await expect(child.getByTestId('play-end-status')).toHaveText(
    "3 answers are saved on this tablet and will be sent when the internet is back. Don't close this page.",
  );

  await tablet.setOffline(false);
  await expect(child.getByTestId('play-end-status')).toHaveText(
    'All answers are saved. You can close this page.',
    { timeout: 30_000 },
  );
  // Each answer was stored by exactly one 201; any repeat the page sent was accepted as such.
  expect(statuses.filter((status) => status === 201)).toHaveLength(TOTAL);
  expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
  await tablet.close();

  // The researcher sees the session completed, with every answer.
  const { session } = await apiRequest<{ session: { state: string; answeredCount: number } }>(
    page,
    'GET',
    `/sessions/${sessionId}`,
  );
  expect(session).toMatchObject({ state: 'completed', answeredCount: TOTAL });
  await page.goto(`/participants/${participant.id}`);
  const row = page.getByTestId('session-row').filter({ hasText: name });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(`${TOTAL} of ${TOTAL}`);
  // With its accuracy so far (every answer was scored: a percentage, not a dash).
  await expect(row.getByTestId('session-accuracy')).toHaveText(/^\d{1,3}(\.\d)?%$/);
  expect(await axeViolations(page)).toEqual([]);

  // The session's page shows its scores and one row per answer.
  await page.goto(`/sessions/${sessionId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
  await expect(page.getByTestId('answer-row')).toHaveCount(TOTAL);
  // Each row draws its item as the child saw it, described in words.
  await expect(page.getByTestId('answer-row').first().getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Creature/,
  );
  await expect(page.getByTestId('session-scores')).toContainText(
    new RegExp(`of ${TOTAL} answered correctly \\(${TOTAL} items\\)`),
  );
  expect(await axeViolations(page)).toEqual([]);

  // The assessment's progress: its one session completed, and the accuracy chart with its table.
  await page.goto(`/assessments/${assessmentId}`);
  await expect(page.getByTestId('completion-rate')).toHaveText('100%');
  await expect(page.getByTestId('progress-completed')).toContainText('1');
  await expect(page.getByRole('figure', { name: 'Accuracy of completed sessions' })).toBeVisible();
  await page.getByText('Show as a table').click();
  await expect(page.getByRole('figure').getByRole('row')).toHaveCount(11);
  expect(await axeViolations(page)).toEqual([]);

  // The researcher's home lists it among the recent completions, linked to its page.
  await page.goto('/r');
  await expect(
    page.getByTestId('attention').getByRole('link', { name: `${subjectId} · ${name}` }),
  ).toHaveAttribute('href', `/sessions/${sessionId}`);

  // The statistics page charts the completion, and the assessment's mean accuracy by name.
  await page.goto('/statistics');
  await expect(
    page.getByRole('figure', { name: 'Sessions completed per day (last 90 days, UTC)' }),
  ).toBeVisible();
  const byAssessment = page.getByRole('figure', {
    name: 'Mean accuracy of completed sessions, by assessment',
  });
  await byAssessment.getByText('Show as a table').click();
  await expect(byAssessment.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await page.goto(`/assessments/${assessmentId}`);

  // The assessment's trials as CSV: the codebook's columns, one row per answer, no names.
  const trials = await downloadExport(page, { file: 'Trials: one row per answer (CSV)' });
  expect(trials.name).toMatch(/^cogniplay-\d{4}-\d\d-\d\d-trials\.csv$/);
  const rows: Record<string, string>[] = parse(trials.content, { columns: true });
  expect(Object.keys(rows[0] ?? {})).toEqual(TRIAL_COLUMNS.map((column) => column.name));
  expect(rows).toHaveLength(TOTAL);
  expect(rows.every((r) => r.subject_id === subjectId && r.session_id === String(sessionId))).toBe(
    true,
  );
  expect(trials.content.toString()).not.toContain('Kranz');
  // Everything in one ZIP (a Psych-DS dataset), opened: every file, and the trials with the
  // codebook's columns.
  const zip = await downloadExport(page, { file: 'Everything, in one ZIP' });
  expect(zip.name).toMatch(/-export\.zip$/);
  const files = await unzip(zip.content);
  const zippedTrialsName = 'data/study-cogniplay_description-trials_data.csv';
  expect(Object.keys(files).sort()).toEqual([
    'README.md',
    'data/study-cogniplay_description-instances_data.csv',
    'data/study-cogniplay_description-instances_data.jsonl',
    'data/study-cogniplay_description-sessions_data.csv',
    'data/study-cogniplay_description-sessions_data.jsonl',
    zippedTrialsName,
    'data/study-cogniplay_description-trials_data.jsonl',
    'dataset_description.json',
    'documentation/codebook.csv',
    'documentation/codebook.json',
  ]);
  // The codebook in the ZIP names the trials' columns; the trials CSV's header is exactly those.
  const codebook = JSON.parse(files['documentation/codebook.json']!) as {
    trials: { name: string }[];
  };
  const trialColumns = codebook.trials.map((column) => column.name);
  expect(trialColumns).toEqual(TRIAL_COLUMNS.map((column) => column.name));
  const zippedTrials: Record<string, string>[] = parse(files[zippedTrialsName]!, {
    columns: true,
  });
  expect(Object.keys(zippedTrials[0] ?? {})).toEqual(trialColumns);
  // One row per answer given, all of this session.
  expect(zippedTrials).toHaveLength(TOTAL);
  expect(zippedTrials.every((r) => r.session_id === String(sessionId))).toBe(true);

  // The participant is deleted for good: exports made afterwards do not hold them.
  await page.goto(`/participants/${participant.id}`);
  await page.getByRole('button', { name: 'Delete participant' }).click();
  const erase = page.getByRole('dialog');
  await erase.getByLabel(`Type the subject ID ${subjectId} to confirm`).fill(subjectId);
  await erase.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/participants$/);
  const after = await downloadExport(page, {
    file: 'Trials: one row per answer (CSV)',
    assessment: name,
  });
  expect(parse(after.content, { columns: true })).toEqual([]);
});
