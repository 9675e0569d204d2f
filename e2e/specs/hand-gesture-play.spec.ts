// The Hand Game in examiner mode on a tablet (touch, 1024 × 768), against the real server: the
// practice tells the child whether they were right, the adult records each trial with one tap,
// part of it without network, and every answer is stored once and scored on the server. Every
// request the page sends carries only what the answer schema allows: no picture of anyone.
import type { SessionResultsResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { startHandGestureSession } from '../support/hand-gesture.ts';
import { recordSentAnswers, startPlaying } from '../support/play-page.ts';
import { expect, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });

const TRIALS = ['fist', 'flat-hand', 'fist', 'flat-hand'] as const;

test('a Hand Game played in examiner mode, partly offline: each answer stored once and scored', async ({
  page,
  browser,
}) => {
  // Over 10 s: an instance, an assessment and a session set up, then played through.
  test.setTimeout(120_000);
  const { sessionId, playUrl } = await startHandGestureSession(page, browser, {
    kind: 'hand-game',
    rule: 'opposite',
    practice: ['fist', 'flat-hand'],
    trials: TRIALS,
  });

  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'en-GB',
  });
  const tablet = await context.newPage();
  const sent = recordSentAnswers(tablet);
  const bodies: unknown[] = [];
  tablet.on('request', (request) => {
    if (request.method() === 'POST') bodies.push(request.postDataJSON());
  });
  await tablet.goto(playUrl);
  await expect(tablet.getByTestId('play-initials')).toHaveText('JB');
  await expect
    .poll(() =>
      tablet.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
      ),
    )
    .toBe('activated');
  await startPlaying(tablet);

  const panel = tablet.getByRole('region', { name: 'For the adult: tap what the child did' });
  // Practice: right, then wrong (the child is shown the right gesture); nothing is recorded.
  await expect(tablet.getByRole('img', { name: 'Fist, right hand' })).toBeVisible();
  await panel.getByRole('button', { name: 'Flat hand' }).tap();
  await expect(tablet.getByRole('status').filter({ hasText: 'Right!' })).toBeVisible();
  expect(await axeViolations(tablet)).toEqual([]);
  await tablet.getByRole('button', { name: 'Next' }).tap();
  await panel.getByRole('button', { name: 'Flat hand' }).tap();
  await expect(tablet.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
  await tablet.getByRole('button', { name: 'Next' }).tap();
  await tablet.getByRole('button', { name: 'Now for real!' }).tap();

  /** Waits for trial `number` (its gesture shown), then taps the adult's `button`. */
  const record = async (number: number, button: string) => {
    await expect(tablet.getByRole('progressbar', { name: `Hand ${number} of 4` })).toBeVisible();
    const shown = TRIALS[number - 1] === 'fist' ? 'Fist' : 'Flat hand';
    await expect(tablet.getByRole('img', { name: `${shown}, right hand` })).toBeVisible();
    await panel.getByRole('button', { name: button, exact: true }).tap();
  };
  // Shown fist: flat hand is right.
  await record(1, 'Flat hand');
  expect(await axeViolations(tablet)).toEqual([]);
  await expect.poll(() => sent.filter((answer) => answer.status === 201).length).toBe(1);

  // The Wi-Fi drops: two answers wait on the tablet (a copy, then another gesture).
  await context.setOffline(true);
  await record(2, 'Flat hand');
  await record(3, 'Thumbs up');
  await expect(tablet.getByTestId('play-pending')).toContainText('2 answers are saved');

  await context.setOffline(false);
  await record(4, 'No response');
  await expect(tablet.getByTestId('play-end-status')).toHaveText(
    'All answers are saved. You can close this page.',
  );
  expect(sent.map((answer) => `${answer.key} ${answer.status}`).sort()).toEqual([
    '0:0 201',
    '0:1 201',
    '0:2 201',
    '0:3 201',
  ]);
  // Only answers and the start left the tablet: each answer's keys are the schema's.
  for (const body of bodies.filter((b) => b && typeof b === 'object' && 'response' in b)) {
    expect(Object.keys((body as { response: object }).response).sort()).toEqual([
      'gesture',
      'mode',
    ]);
  }
  await context.close();

  const results = await apiRequest<SessionResultsResponse>(
    page,
    'GET',
    `/sessions/${sessionId}/results`,
  );
  expect(results.answers.map((answer) => answer.outcome)).toEqual([
    'correct_gesture',
    'imitated',
    'other_gesture',
    'no_response',
  ]);
  expect(results.games[0]).toMatchObject({
    game: 'hand-gesture',
    answered: 4,
    correct: 1,
    imitated: 1,
    otherGestures: 1,
    noResponses: 1,
  });
});
