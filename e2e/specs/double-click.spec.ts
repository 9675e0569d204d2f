// A double click never creates twice: a double-clicked Start sends one request and makes one
// session, a double-clicked "Create assessment" one assessment, and neither shows an error (the
// second click used to reach the server before React had disabled the button: a second session
// for the child, or a false "name already exists"). Starting again for a child who has an open
// session is refused in the dialog, naming them; another attempt is a deliberate second choice.
import type { Page } from '@playwright/test';
import type { AssessmentResponse, SessionsResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { createInstances, fillAssessmentForm, unique } from '../support/assessments.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';
import { addParticipant } from '../support/participants.ts';

test.use({ storageState: SIGNED_IN.researcher });

/** The POST requests the page sends to `/api<path>`, counted as they leave the browser. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`) {
      count += 1;
    }
  });
  return () => count;
}

/** The toasts on screen (the list items of the notifications region). */
const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

async function newParticipant(page: Page, tag: string) {
  const subjectId = `DBL-${tag.toUpperCase()}-${unique().toUpperCase()}`;
  const { participant } = await addParticipant(page, {
    subjectId,
    firstName: 'Mia',
    lastName: 'Roth',
  });
  return { id: participant.id, subjectId };
}

async function sessionsOf(page: Page, participantId: number) {
  const { sessions } = await apiRequest<SessionsResponse>(
    page,
    'GET',
    `/sessions?participantId=${participantId}`,
  );
  return sessions;
}

test('a double-clicked "Create assessment" makes one assessment and shows no error', async ({
  page,
  browser,
}) => {
  // Over 10 s: records made through the API, then each form double-clicked.
  test.setTimeout(180_000);
  const tag = `e2e-dbl-${unique()}`;
  const ids = await createInstances(browser, tag);
  await openSignedIn(page, '/assessments/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New assessment' })).toBeVisible({
    timeout: 30_000,
  });
  const name = `Double ${tag}`;
  await fillAssessmentForm(page, name, tag, ids);
  const posts = countPosts(page, '/assessments');

  await page.getByRole('button', { name: 'Create assessment' }).dblclick();

  await expect(page).toHaveURL(/\/assessments\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.waitForLoadState('networkidle');
  expect(posts()).toBe(1);
  await expect(toasts(page)).toHaveCount(0);
});

test('a double-clicked Start makes one session and shows no error', async ({ page, browser }) => {
  // Over 10 s: records made through the API, then each form double-clicked.
  test.setTimeout(180_000);
  const tag = unique();
  const instanceIds = await createInstances(browser, `e2e-dbl-${tag}`);
  await openSignedIn(page);
  const name = `Double start ${tag}`;
  await apiRequest<AssessmentResponse>(page, 'POST', '/assessments', { name, instanceIds });
  const child = await newParticipant(page, tag);

  await page.goto(`/participants/${child.id}`);
  await page.getByRole('button', { name: 'Start assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start assessment' });
  await dialog.getByLabel('Assessment').selectOption({ label: name });
  const posts = countPosts(page, '/sessions');
  await dialog.getByRole('button', { name: 'Start' }).dblclick();

  await expect(page).toHaveURL(/\/sessions\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Session of ${child.subjectId}` }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posts()).toBe(1);
  await expect(toasts(page)).toHaveCount(0);
  expect(await sessionsOf(page, child.id)).toHaveLength(1);
});

test('starting again for a child with an open session names them; another attempt is deliberate', async ({
  page,
  browser,
}) => {
  // Over 10 s: records made through the API, then each form double-clicked.
  test.setTimeout(180_000);
  const tag = unique();
  const instanceIds = await createInstances(browser, `e2e-again-${tag}`);
  await openSignedIn(page);
  const name = `Again ${tag}`;
  const { assessment } = await apiRequest<AssessmentResponse>(page, 'POST', '/assessments', {
    name,
    instanceIds,
  });
  const child = await newParticipant(page, tag);
  await apiRequest(page, 'POST', '/sessions', {
    assessmentId: assessment.id,
    participantIds: [child.id],
  });

  await page.goto(`/participants/${child.id}`);
  await page.getByRole('button', { name: 'Start assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start assessment' });
  await dialog.getByLabel('Assessment').selectOption({ label: name });
  await dialog.getByRole('button', { name: 'Start' }).click();

  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(`${child.subjectId} already has an open session`);
  await expect(refusal).toContainText('play link still works');
  expect(await sessionsOf(page, child.id)).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Start another attempt' }).click();
  await expect(page).toHaveURL(/\/sessions\/\d+$/);
  expect(await sessionsOf(page, child.id)).toHaveLength(2);
});
