// Starting sessions from an assessment's page: the researcher chooses the participants in the
// dialog (search, school and group filters, 'choose all shown'), a double click starts once,
// the first start locks the assessment, and a start for children who already have an open
// session is refused naming them. The database is shared with other spec files: every record
// carries a unique tag, and assertions look only at those.
import type { SessionsResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { createAssessment, unique } from '../support/assessments.ts';
import { expect, SIGNED_IN, test } from '../support/signed-in.ts';
import { addParticipant } from '../support/participants.ts';

test.use({ storageState: SIGNED_IN.researcher });
test('the assessment page starts sessions for the participants chosen', async ({
  page,
  browser,
}) => {
  // Over 10 s: instances, an assessment and participants made, then sessions started.
  test.setTimeout(180_000);
  const tag = `e2e-astart-${unique()}`;
  const assessmentId = await createAssessment(page, browser, `Start here ${tag}`, tag);
  for (const letter of ['a', 'b', 'c']) {
    await addParticipant(page, {
      subjectId: `${tag}-${letter}`,
      firstName: 'Secret',
      lastName: 'Name',
    });
  }

  await page.goto(`/assessments/${assessmentId}`);
  await page.getByRole('button', { name: 'Start sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start sessions' });
  await expect(dialog.getByRole('note')).toHaveText(
    'The first start locks the assessment: its instances and settings can no longer change.',
  );
  // The search has the focus, not Cancel.
  await expect(dialog.getByLabel('Search by subject ID')).toBeFocused();
  await dialog.getByLabel('Search by subject ID').fill(tag);
  await expect(dialog.getByRole('checkbox', { name: /^Select / })).toHaveCount(3);
  await dialog.getByText('Choose all 3 shown').click();
  await dialog.getByRole('checkbox', { name: `Select ${tag}-c` }).click();
  await expect(dialog.getByTestId('chosen-count')).toHaveText('2 chosen');
  // Names stay on the participants' pages.
  await expect(dialog.getByText('Secret')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A double click starts once: two cards, two sessions.
  await dialog.getByRole('button', { name: 'Start for 2' }).dblclick();
  await expect(page).toHaveURL(/\/sessions\/print\?batch=/);
  await expect(page.getByTestId('session-card')).toHaveCount(2);
  // After a reload the links are gone from memory, but the sheet is kept: "Print again" makes
  // new links for the two sessions, neither started yet.
  await page.reload();
  await expect(page.getByText('This sheet holds 2 cards for')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Print again (2 cards)' }).click();
  await expect(page.getByTestId('session-card')).toHaveCount(2);
  const { sessions } = await apiRequest<SessionsResponse>(
    page,
    'GET',
    `/sessions?assessmentId=${assessmentId}`,
  );
  expect(sessions.map((s) => s.participant.subjectId).sort()).toEqual([`${tag}-a`, `${tag}-b`]);

  // Locked now; a start for all three names the two who have an open session.
  await page.goto(`/assessments/${assessmentId}`);
  await expect(page.getByText('This assessment is locked')).toBeVisible();
  await page.getByRole('button', { name: 'Start sessions' }).click();
  await expect(dialog.getByRole('note')).toHaveCount(0);
  await dialog.getByLabel('Search by subject ID').fill(tag);
  await dialog.getByText('Choose all 3 shown').click();
  await dialog.getByRole('button', { name: 'Start for 3' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(
    '2 of these 3 participants already have an open session of this assessment',
  );
  // Named in the list's order (newest first).
  await expect(refusal.getByRole('listitem')).toHaveText([`${tag}-b`, `${tag}-a`]);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Start for the other 1 only' }).click();
  await expect(page).toHaveURL(/\/sessions\/print\?batch=/);
  await expect(page.getByTestId('session-card')).toHaveCount(1);
  await expect(page.getByTestId('session-card')).toContainText(`${tag}-c`);
});
