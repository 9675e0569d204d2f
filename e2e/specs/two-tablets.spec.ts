// Two tablets on one play link, against the real server (issue 12: "two tablets on one link or a
// double tap never produce a duplicate or a lost answer"; "opening the link on another tablet
// resumes at the first unanswered item"). Tablet A starts and double-taps; tablet B opens the
// link mid-way and resumes where A left off; then both answer the same items, one after the
// other and at the same moment. The researcher's API then holds each answer exactly once: the one
// the server accepted first, none lost. The test never reads a target item's truth.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type {
  AssessmentResponse,
  SessionResponse,
  SessionResultsResponse,
  StartSessionsResponse,
} from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { createInstances, unique } from '../support/assessments.ts';
import { researcher } from '../support/demo-accounts.ts';
import {
  answerItem,
  doubleTap,
  goOn,
  recordSentAnswers,
  waitForItem,
  type SentAnswer,
} from '../support/play-page.ts';
import { signIn } from '../support/sign-in.ts';

const TOTAL = 6; // three instances of two target items each
/** Every target item's key ('position:itemIndex'), in play order. */
const KEYS = ['0:0', '0:1', '1:0', '1:1', '2:0', '2:1'];

/** A tablet of its own: a fresh browser context, never signed in, with touch. */
async function openTablet(
  browser: Browser,
  viewport: { width: number; height: number },
  playUrl: string,
): Promise<{ context: BrowserContext; page: Page; sent: SentAnswer[] }> {
  const context = await browser.newContext({ viewport, hasTouch: true, locale: 'en-GB' });
  const page = await context.newPage();
  const sent = recordSentAnswers(page);
  await page.goto(playUrl);
  await expect(page.getByTestId('play-initials')).toHaveText('OB');
  await page.getByRole('button', { name: 'Start' }).tap();
  return { context, page, sent };
}

test('two tablets on one link: each answer is stored once and none is lost', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `e2e-two-${unique()}`;
  const instanceIds = await createInstances(browser, tag);

  // The researcher: an assessment of the three instances (demonstrations first, no feedback),
  // started for one participant.
  await signIn(page, researcher);
  const { assessment } = await apiRequest<AssessmentResponse>(page, 'POST', '/assessments', {
    name: `Two tablets ${tag}`,
    instanceIds,
  });
  const { participant } = await apiRequest<{ participant: { id: number } }>(
    page,
    'POST',
    '/participants',
    { subjectId: `TWO-${unique().toUpperCase()}`, firstName: 'Ole', lastName: 'Berg' },
  );
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
  await goOn(a.page);
  const fitsA = a.page.getByRole('button', { name: 'Fits', exact: true });
  await waitForItem(a.page, 1, TOTAL);
  await doubleTap(a.page, fitsA);
  await answerItem(a.page, 2, TOTAL, true);
  await expect.poll(() => statuses(a.sent, '0:0')).toEqual([201]);
  await expect.poll(() => statuses(a.sent, '0:1')).toEqual([201]);

  // Tablet B opens the link mid-way: it resumes at the first item not answered, the second
  // instance's first (after that instance's demonstration), not at the start.
  const b = await openTablet(browser, { width: 768, height: 1024 }, playUrl);
  await goOn(b.page);
  await expect(b.page.getByRole('progressbar', { name: `Picture 3 of ${TOTAL}` })).toBeVisible();

  // The same item from both, one after the other: the first answer stays, the second is refused.
  await goOn(a.page);
  await answerItem(a.page, 3, TOTAL, true);
  await expect.poll(() => statuses(a.sent, '1:0')).toEqual([201]);
  await answerItem(b.page, 3, TOTAL, false);
  await expect.poll(() => statuses(b.sent, '1:0')).toEqual([409]);

  // The same item from both at the same moment: one of them is stored, the other refused.
  for (const tablet of [a, b]) {
    await expect(
      tablet.page.getByRole('progressbar', { name: `Picture 4 of ${TOTAL}` }),
    ).toBeVisible();
  }
  await Promise.all([
    a.page.getByRole('button', { name: 'Fits', exact: true }).tap(),
    b.page.getByRole('button', { name: 'Does not fit', exact: true }).tap(),
  ]);
  await expect
    .poll(() => [...statuses(a.sent, '1:1'), ...statuses(b.sent, '1:1')].sort())
    .toEqual([201, 409]);

  // B is first at the third instance's first item; A, which does not know, answers it again.
  await goOn(b.page);
  await answerItem(b.page, 5, TOTAL, true);
  await expect.poll(() => statuses(b.sent, '2:0')).toEqual([201]);
  await goOn(a.page);
  await answerItem(a.page, 5, TOTAL, false);
  await expect.poll(() => statuses(a.sent, '2:0')).toEqual([409]);

  // A answers the last item and completes the session; B's answer to it comes too late.
  // Each end screen counts that tablet's own refused answers for the adult.
  const refusedText = (tablet: typeof a) => {
    const refused = tablet.sent.filter((answer) => answer.status === 409).length;
    return refused === 1
      ? /^For the adult: 1 answer from this tablet was not stored/
      : new RegExp(`^For the adult: ${refused} answers from this tablet were not stored`);
  };
  await answerItem(a.page, 6, TOTAL, false);
  await expect(a.page.getByTestId('play-end-status')).toHaveText(refusedText(a));
  await answerItem(b.page, 6, TOTAL, true);
  await expect(b.page.getByRole('heading', { name: 'All done – well played!' })).toBeVisible();
  await expect.poll(() => statuses(b.sent, '2:1')).toEqual([409]);
  await expect(b.page.getByTestId('play-pending')).toHaveCount(0);
  await expect(b.page.getByTestId('play-end-status')).toHaveText(refusedText(b));
  // Opened again, the link shows the end screen.
  await b.page.reload();
  await expect(b.page.getByRole('heading', { name: 'All done – well played!' })).toBeVisible();

  // Exactly one 201 per item across both tablets; every other send was a refused repeat.
  const sent = [...a.sent, ...b.sent];
  const created = sent.filter((answer) => answer.status === 201);
  expect(created.map((answer) => answer.key).sort()).toEqual(KEYS);
  expect(sent.filter((answer) => answer.status !== 201).every((x) => x.status === 409)).toBe(true);
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
  // Who answered first: A the first three, either one the fourth, B the fifth, A the last.
  const fourth = created.find((answer) => answer.key === '1:1')!.body.response;
  expect(results.answers.map((row) => row.response)).toEqual([
    'fits',
    'fits',
    'fits',
    fourth,
    'fits',
    'does_not_fit',
  ]);
});
