// Camera mode on a tablet with Chromium's fake camera, against the real server: the hand model
// comes from the app's own origin (every other origin is blocked), is loaded at the session's
// start and runs on the camera's frames, offline too; the answer records the camera's reading and
// nothing else. Chromium's fake camera shows a test pattern, not a hand (no package of the npm
// registry or Debian ships photographs or video of hands to feed it: docs/games.md), so the
// reading is "no gesture", which is what the model must answer for it.
import type { SessionResultsResponse } from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { CHROMIUM_LAUNCH } from '../support/chromium.ts';
import { startHandGestureSession } from '../support/hand-gesture.ts';
import { recordSentAnswers, startPlaying } from '../support/play-page.ts';
import { E2E_ORIGIN } from '../support/server-env.ts';
import { expect, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';

test.use({
  storageState: SIGNED_IN.researcher,
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('camera mode runs the hand model from the app’s origin on the camera’s frames, offline too', async ({
  page,
  browser,
}) => {
  // The model runs in software WebGL here: seconds to start and about a second a frame.
  test.setTimeout(240_000);
  const { sessionId, playUrl } = await startHandGestureSession(page, browser, {
    gesture: 'thumbs-up',
    hand: 'left',
    holdMs: 1000,
    responseWindowMs: 8000,
  });

  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'en-GB',
  });
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== E2E_ORIGIN,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  const tablet = await context.newPage();
  const sent = recordSentAnswers(tablet);
  const bodies: string[] = [];
  tablet.on('request', (request) => {
    if (request.method() !== 'GET') bodies.push(request.postData() ?? '');
  });
  const modelFiles = new Map<string, { cacheControl: string; bytes: number }>();
  tablet.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/assets/hand-model/')) return;
    modelFiles.set(pathname, {
      cacheControl: response.headers()['cache-control'] ?? '',
      bytes: (await response.body()).length,
    });
  });

  await tablet.goto(playUrl);
  await expect(tablet.getByTestId('play-initials')).toHaveText('JB');
  // Opening the page loads nothing of the model: only the adult choosing the camera does.
  expect(modelFiles.size).toBe(0);
  await expect(
    tablet.getByText(/no photo, video or outline of the hand is stored or sent/),
  ).toBeVisible();
  await tablet.getByText('The camera recognises the hand').tap();
  await expect(tablet.getByRole('status').filter({ hasText: 'Camera ready.' })).toBeVisible({
    timeout: 180_000,
  });
  expect(await axeViolations(tablet)).toEqual([]);
  expect([...modelFiles.values()].every((file) => /immutable/.test(file.cacheControl))).toBe(true);
  const modelBytes = [...modelFiles.values()].reduce((sum, file) => sum + file.bytes, 0);
  test.info().annotations.push({
    type: 'hand model',
    description: `${modelFiles.size} files, ${(modelBytes / 1e6).toFixed(1)} MB`,
  });

  // The model is in memory: the session plays on without network.
  await context.setOffline(true);
  await startPlaying(tablet);
  await expect(tablet.getByRole('img', { name: 'Thumbs up, left hand' })).toBeVisible();
  const selfView = tablet.getByLabel('Camera picture, which stays on this tablet');
  await expect(selfView).toBeVisible();
  // The model reads the camera's frames, and sees no hand in a test pattern.
  await expect
    .poll(async () => Number(await selfView.getAttribute('data-frames')), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(2);
  await expect(tablet.getByText('No gesture seen')).toBeVisible({ timeout: 30_000 });
  await expect(tablet.getByTestId('play-end-status')).toContainText('1 answer is saved', {
    timeout: 10_000,
  });
  await context.setOffline(false);
  await expect(tablet.getByTestId('play-end-status')).toHaveText(
    'All answers are saved. You can close this page.',
  );
  expect(sent.map((answer) => `${answer.key} ${answer.status}`)).toEqual(['0:0 201']);
  expect(elsewhere).toEqual([]);

  // Every body the page sent: the start and the answer (tried offline, then sent), in the answer
  // schema's words, small.
  const answers = [...new Set(bodies.filter((body) => body.includes('"response"')))];
  expect(answers).toHaveLength(1);
  for (const body of bodies) expect(body.length).toBeLessThan(1000);
  const answer = JSON.parse(answers[0]!) as {
    inputType: string;
    response: { recognition: object };
  };
  expect(answer.inputType).toBe('camera');
  expect(Object.keys(answer.response).sort()).toEqual([
    'gesture',
    'mode',
    'overridden',
    'recognition',
  ]);
  expect(answer.response.recognition).toEqual({
    gesture: 'none',
    confidence: 0,
    hand: null,
    firstHandMs: null,
    heldFromMs: null,
  });
  await context.close();

  const results = await apiRequest<SessionResultsResponse>(
    page,
    'GET',
    `/sessions/${sessionId}/results`,
  );
  expect(results.answers.map((a) => [a.outcome, a.inputType])).toEqual([['no_response', 'camera']]);
});
