// Two tablets on one play link, against the real server: a session answers only the tablet that
// started it. Tablet A starts and double-taps; tablet B opens the link mid-way, is told that
// another tablet has it, and an adult continues there: B resumes where A left off, and A stops
// at its next answer, keeping it waiting. The researcher's API then holds each answer exactly
// once, none from a tablet the session had left. The test never reads a target item's truth.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type {
  AssessmentResponse,
  SessionResponse,
  SessionResultsResponse,
  StartSessionsResponse,
} from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { createInstances, unique } from '../support/assessments.ts';
import {
  answerItem,
  doubleTap,
  goOn,
  recordSentAnswers,
  startPlaying,
  type SentAnswer,
  waitForItem,
} from '../support/play-page.ts';
import { expect, openSignedIn, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';
import { addParticipant } from '../support/participants.ts';

test.use({ storageState: SIGNED_IN.researcher });

const TOTAL = 6; // three instances of two target items each
/** Every target item's key ('position:itemIndex'), in play order. */
const KEYS = ['0:0', '0:1', '1:0', '1:1', '2:0', '2:1'];

const IN_USE = 'This link is in use on another tablet';

/**
 * A tablet of its own: a fresh browser context (its own device id), never signed in, with touch;
 * started, or showing that another tablet has the link.
 */
async function openTablet(
  browser: Browser,
  viewport: { width: number; height: number },
  playUrl: string,
  expect_: 'start' | 'in use' = 'start',
): Promise<{ context: BrowserContext; page: Page; sent: SentAnswer[] }> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport,
    hasTouch: true,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const sent = recordSentAnswers(page);
  await page.goto(playUrl);
  if (expect_ === 'in use') {
    await expect(page.getByRole('heading', { name: IN_USE })).toBeVisible();
  } else {
    await expect(page.getByTestId('play-initials')).toHaveText('OB');
    await startPlaying(page);
  }
  return { context, page, sent };
}

test('two tablets on one link: each answer is stored once and none is lost', async ({
  page,
  browser,
}) => {
  // Over 10 s: two tablets play one session through, one after the other.
  test.setTimeout(180_000);
  const tag = `e2e-two-${unique()}`;
  const instanceIds = await createInstances(browser, tag);

  // The researcher: an assessment of the three instances (demonstrations first, no feedback),
  // started for one participant.
  await openSignedIn(page);
  const { assessment } = await apiRequest<AssessmentResponse>(page, 'POST', '/assessments', {
    name: `Two tablets ${tag}`,
    instanceIds,
  });
  const { participant } = await addParticipant(page, {
    subjectId: `TWO-${unique().toUpperCase()}`,
    firstName: 'Ole',
    lastName: 'Berg',
  });
  const { sessions } = await apiRequest<StartSessionsResponse>(page, 'POST', '/sessions', {
    assessmentId: assessment.id,
    participantIds: [participant.id],
  });
  const { id: sessionId, playUrl } = sessions[0]!;

  const statuses = (sent: SentAnswer[], key: string) =>
    sent.filter((answer) => answer.key === key).map((answer) => answer.status);

  // Tablet A starts. A double tap on the first item's ✓ answers that item once: the second tap
  // comes before the next item takes answers. The next item is then answered as usual.
  const a = await openTablet(browser, { width: 1024, height: 768 }, playUrl);
  await goOn(a.page, 'Look: these fit');
  const fitsA = a.page.getByRole('button', { name: 'Fits', exact: true });
  await waitForItem(a.page, 1, TOTAL);
  await doubleTap(a.page, fitsA);
  await answerItem(a.page, 2, TOTAL, true);
  await expect.poll(() => statuses(a.sent, '0:0')).toEqual([201]);
  await expect.poll(() => statuses(a.sent, '0:1')).toEqual([201]);

  // Tablet B opens the link mid-way: A has it, so B records nothing and says so. The adult
  // continues there: B resumes at the first item not answered (after that instance's
  // demonstration), not at the start.
  const b = await openTablet(browser, { width: 768, height: 1024 }, playUrl, 'in use');
  await b.page.getByRole('button', { name: 'Continue here' }).tap();
  await expect(b.page.getByTestId('play-initials')).toHaveText('OB');
  await startPlaying(b.page);
  await goOn(b.page, 'Look: these fit');
  await expect(b.page.getByRole('progressbar', { name: `Picture 3 of ${TOTAL}` })).toBeVisible();

  // A, which does not know yet, answers the same item: refused (423), it stops and says why,
  // its answer kept waiting rather than lost.
  await goOn(a.page, 'Look: these fit');
  await answerItem(a.page, 3, TOTAL, true);
  await expect(a.page.getByRole('heading', { name: IN_USE })).toBeVisible();
  await expect(a.page.getByText('1 answer of this tablet is waiting')).toBeVisible();
  await expect.poll(() => statuses(a.sent, '1:0')).toEqual([423]);

  // B plays to the end.
  await answerItem(b.page, 3, TOTAL, false);
  await answerItem(b.page, 4, TOTAL, true);
  await goOn(b.page, 'Look: these fit');
  await answerItem(b.page, 5, TOTAL, true);
  await answerItem(b.page, 6, TOTAL, false);
  await expect(b.page.getByTestId('play-end-status')).toHaveText(
    'All answers are saved. You can close this page.',
  );

  // Continuing on A after the end: the end screen, and A's waiting answer is refused for the
  // adult to see (B's answer to that item counts).
  await a.page.getByRole('button', { name: 'Continue here' }).tap();
  await expect(a.page.getByTestId('play-end-status')).toHaveText(
    /^For the adult: 1 answer from this tablet was not stored/,
  );
  await expect.poll(() => statuses(a.sent, '1:0')).toEqual([423, 409]);

  // Exactly one 201 per item across both tablets.
  const sent = [...a.sent, ...b.sent];
  const created = sent.filter((answer) => answer.status === 201);
  expect(created.map((answer) => answer.key).sort()).toEqual(KEYS);
  await a.context.close();
  await b.context.close();

  // The researcher: the session completed, each item answered exactly once, none lost, and each
  // stored answer the one the server accepted first, whichever tablet sent it.
  const { session } = await apiRequest<SessionResponse>(page, 'GET', `/sessions/${sessionId}`);
  expect(session).toMatchObject({ state: 'completed', answeredCount: TOTAL });
  const results = await apiRequest<SessionResultsResponse>(
    page,
    'GET',
    `/sessions/${sessionId}/results`,
  );
  expect(results.answers.map((row) => `${row.position}:${row.itemIndex}`)).toEqual(KEYS);
  for (const row of results.answers) {
    const key = `${row.position}:${row.itemIndex}`;
    const first = created.find((answer) => answer.key === key)!.body;
    expect(
      {
        response: row.response,
        reactionTimeMs: row.reactionTimeMs,
        inputType: row.inputType,
        clientShownAt: Date.parse(row.clientShownAt),
        clientAnsweredAt: Date.parse(row.clientAnsweredAt),
      },
      key,
    ).toEqual({
      response: first.response,
      reactionTimeMs: first.reactionTimeMs,
      inputType: 'touch',
      clientShownAt: Date.parse(first.clientShownAt),
      clientAnsweredAt: Date.parse(first.clientAnsweredAt),
    });
  }
  // Who answered: A the first two, B the rest.
  expect(results.answers.map((row) => row.response)).toEqual([
    'fits',
    'fits',
    'does_not_fit',
    'fits',
    'fits',
    'does_not_fit',
  ]);
});
