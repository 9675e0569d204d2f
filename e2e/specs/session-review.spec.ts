// The examiner's review on a session's page: codes, a note and an exclusion from analysis with
// its reason, kept across a reload. The database is shared with other spec files: every record
// carries a unique tag.
import type { StartSessionsResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { createAssessment, unique } from '../support/assessments.ts';
import { axeViolations } from '../support/axe.ts';
import { addParticipant } from '../support/participants.ts';
import { expect, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });

test('an examiner codes, notes and excludes a session', async ({ page, browser }) => {
  // Over 10 s: instances, an assessment and a participant made, then a session started.
  test.setTimeout(120_000);
  const tag = `e2e-review-${unique()}`;
  const assessmentId = await createAssessment(page, browser, `Review ${tag}`, tag);
  const { participant } = await addParticipant(page, { subjectId: `${tag}-a` });
  const { sessions } = await apiRequest<StartSessionsResponse>(page, 'POST', '/sessions', {
    assessmentId,
    participantIds: [participant.id],
  });

  await page.goto(`/sessions/${sessions[0]!.id}`);
  await page.getByLabel('Interruption').click();
  await page.getByLabel('Notes').fill('Fire drill after the second instance');
  await page.getByLabel('Exclude from analysis').click();
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'reason' })).toHaveText(
    'Give the reason for the exclusion.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Reason').fill('Fire drill');
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByRole('status').getByText('Review saved')).toBeVisible();
  await expect(page.getByTestId('session-excluded')).toContainText('Fire drill');
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('session-excluded')).toContainText(
    'Excluded from analysis by Rita Researcher',
  );
  await expect(page.getByLabel('Interruption')).toBeChecked();
  await expect(page.getByLabel('Notes')).toHaveValue('Fire drill after the second instance');
});
