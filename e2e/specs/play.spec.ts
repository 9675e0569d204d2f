// The play page alone (/play/{token}) at a tablet's size with touch, against the built app, its
// API faked inside the browser context (support/fake-play-api.ts). The full flow with the real
// server (researcher creates and starts an assessment, the child plays) builds on this.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { fakePlayApi, PLAY_TOKEN, type FakePlayApi } from '../support/fake-play-api.ts';
import { answerItem, doubleTap, goOn, startPlaying, waitForItem } from '../support/play-page.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const PLAY_URL = `/play/${PLAY_TOKEN}`;

/** Opens the link on the fake API without demonstrations and taps Start. */
async function startWithoutDemonstration(
  page: Page,
  context: BrowserContext,
  options: { giveFeedback?: boolean } = {},
): Promise<FakePlayApi> {
  const api = await fakePlayApi(context, { showDemonstration: false, ...options });
  await page.goto(PLAY_URL);
  await startPlaying(page);
  return api;
}

/** Every answer stored once: one 201 per key, nothing else reached the server for it. */
function expectEachStoredOnce(api: FakePlayApi) {
  expect(api.stored.size).toBe(api.totalCount);
  for (const [key, statuses] of api.statuses) expect(statuses, key).toEqual([201]);
  expect(api.statuses.size).toBe(api.totalCount);
}

test('a child plays on a tablet; answers given offline are sent once the Wi-Fi is back', async ({
  page,
  context,
}) => {
  const api = await fakePlayApi(context);
  await page.goto(PLAY_URL);

  await expect(page.getByTestId('play-initials')).toHaveText('AB');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await axeViolations(page)).toEqual([]);
  await startPlaying(page);

  // The demonstration: the items that fit and those that do not, each with its mark.
  await expect(page.getByTestId('demo-fits').getByRole('img')).toHaveCount(1);
  await expect(page.getByTestId('demo-does_not_fit').getByRole('img')).toHaveCount(1);
  await expect(
    page
      .getByTestId('demo-fits')
      .getByRole('img', { name: 'Creature – with: hat, glasses; without: spots, tail (fits)' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await goOn(page);

  expect(await axeViolations(page)).toEqual([]);
  await answerItem(page, 1, 6, true);
  await answerItem(page, 2, 6, false);
  await goOn(page);
  await answerItem(page, 3, 6, false);
  await expect.poll(() => api.stored.size).toBe(3);
  await expect(page.getByTestId('play-pending')).toHaveCount(0);

  // The Wi-Fi drops: the child goes on without waiting, the adult sees answers waiting.
  await context.setOffline(true);
  api.offline = true;
  await answerItem(page, 4, 6, true);
  await goOn(page);
  await answerItem(page, 5, 6, true);
  await answerItem(page, 6, 6, false);
  await expect(page.getByRole('heading', { name: 'All done – well played!' })).toBeVisible();
  // The end screen says in words what waits (the corner counter is not shown there).
  await expect(page.getByTestId('play-end-status')).toHaveText(
    "3 answers are saved on this tablet and will be sent when the internet is back. Don't close this page.",
  );
  expect(api.stored.size).toBe(3);
  expect(await axeViolations(page)).toEqual([]);

  // Back online: the queue sends at once, and each answer reaches the server exactly once.
  api.offline = false;
  await context.setOffline(false);
  await expect(page.getByTestId('play-end-status')).toHaveText(
    'All answers are saved. You can close this page.',
  );
  await expect(page.getByTestId('play-pending')).toHaveCount(0);
  expectEachStoredOnce(api);
  expect(api.starts).toBe(1);

  const answers = [...api.stored.values()];
  expect(answers.map((a) => a.response)).toEqual([
    'fits',
    'does_not_fit',
    'does_not_fit',
    'fits',
    'fits',
    'does_not_fit',
  ]);
  for (const a of answers) {
    expect(a.inputType).toBe('touch');
    expect(Number.isInteger(a.reactionTimeMs)).toBe(true);
    expect(a.reactionTimeMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(a.clientAnsweredAt)).toBeGreaterThanOrEqual(Date.parse(a.clientShownAt));
    expect(a.clientShownAt).toMatch(/Z$/);
  }

  // Opened again once completed, the link shows the end screen.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All done – well played!' })).toBeVisible();
});

test('a reload mid-way resumes at the first item neither stored nor queued, and sends the queue', async ({
  page,
  context,
}) => {
  const api = await fakePlayApi(context);
  await page.goto(PLAY_URL);
  await startPlaying(page);
  await goOn(page);
  await answerItem(page, 1, 6, true);
  await expect.poll(() => api.stored.size).toBe(1);

  // The server has trouble: the next two answers wait in the queue.
  api.answerStatus = 503;
  // Keys work as well: ← or F fits, → or J does not fit.
  await waitForItem(page, 2, 6);
  await page.keyboard.press('j');
  await goOn(page);
  await waitForItem(page, 3, 6);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('progressbar', { name: 'Picture 4 of 6' })).toBeVisible();
  await expect(page.getByTestId('play-pending')).toContainText('2');

  // Reloaded while the server still has trouble, so that no retry can store an answer before
  // the reload and leave the page to send it again after it (which the server would rightly
  // answer 200: the data would be right, but this test counts the sending).
  await page.reload();
  await expect(page.getByTestId('play-initials')).toHaveText('AB');
  api.answerStatus = undefined;
  await startPlaying(page);
  // Resumed in the second instance: its demonstration again, then its second item.
  await goOn(page);
  await expect(page.getByRole('progressbar', { name: 'Picture 4 of 6' })).toBeVisible();
  await expect.poll(() => api.stored.size).toBe(3);
  await expect(page.getByTestId('play-pending')).toHaveCount(0);

  await answerItem(page, 4, 6, true);
  await goOn(page);
  await answerItem(page, 5, 6, false);
  await answerItem(page, 6, 6, true);
  await expect(page.getByTestId('play-end-status')).toHaveText(
    'All answers are saved. You can close this page.',
  );
  expect(api.stored.size).toBe(6);
  // The two queued answers met the 503s, then were stored once each after the reload.
  for (const key of ['0:1', '1:0']) {
    expect(api.statuses.get(key)?.filter((s) => s !== 503)).toEqual([201]);
  }
  expect(api.stored.get('0:1')?.inputType).toBe('key');
  expect(api.stored.get('0:1')?.response).toBe('does_not_fit');
  expect(api.stored.get('1:0')?.response).toBe('fits');
});

test('a double tap answers once, and its second tap is an early tap of the next item', async ({
  page,
  context,
}) => {
  const api = await startWithoutDemonstration(page, context);
  await expect(page.getByRole('progressbar', { name: 'Picture 1 of 6' })).toBeVisible();
  const fits = page.getByRole('button', { name: 'Fits', exact: true });
  await expect(fits).toBeEnabled();
  await doubleTap(page, fits);
  // The second tap lands on the next item before it takes answers: nothing is given for it.
  await expect(page.getByRole('progressbar', { name: 'Picture 2 of 6' })).toBeVisible();
  await expect(fits).toBeEnabled();
  expect(api.stored.size).toBe(1);
  expect([...api.statuses.values()].flat()).toEqual([201]);
  expect(api.stored.get('0:0')).toMatchObject({ earlyTaps: 0, hiddenMs: 0 });

  // The next item's answer reports it.
  await fits.tap();
  await expect(page.getByRole('progressbar', { name: 'Picture 3 of 6' })).toBeVisible();
  await expect.poll(() => api.stored.size).toBe(2);
  const next = api.stored.get('0:1');
  expect(next).toMatchObject({ earlyTaps: 1, hiddenMs: 0 });
  expect(next?.firstEarlyTapMs).toBeLessThan(300);
});

test('plays the items in the order the session presents them', async ({ page, context }) => {
  const api = await fakePlayApi(context, {
    showDemonstration: false,
    order: [
      { position: 2, items: [1, 0] },
      { position: 0, items: [0, 1] },
      { position: 1, items: [1, 0] },
    ],
  });
  await page.goto(PLAY_URL);
  await startPlaying(page);
  for (let number = 1; number <= 6; number++) await answerItem(page, number, 6, true);
  await expect.poll(() => api.stored.size).toBe(6);
  expect([...api.stored.keys()]).toEqual(['2:1', '2:0', '0:0', '0:1', '1:1', '1:0']);
});

// Issue 12 item 4: answer buttons of at least 64 × 64 CSS px, on a tablet either way up and on a
// phone, for a child's finger.
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    test('the answer buttons are at least 64 px each way, within the screen', async ({
      page,
      context,
    }) => {
      await startWithoutDemonstration(page, context);
      await expect(page.getByRole('progressbar', { name: 'Picture 1 of 6' })).toBeVisible();
      for (const name of ['Fits', 'Does not fit']) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.width, `${name}: width`).toBeGreaterThanOrEqual(64);
        expect(box!.height, `${name}: height`).toBeGreaterThanOrEqual(64);
        // Reachable without scrolling: wholly inside the screen.
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.y, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewport.width);
        expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height);
      }
    });
  });
}

test('feedback comes from the server once the answer is stored', async ({ page, context }) => {
  await startWithoutDemonstration(page, context, { giveFeedback: true });
  await answerItem(page, 1, 6, true);
  await expect(page.getByRole('heading', { name: 'Right!' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Picture 2 of 6' })).toBeVisible();
  await answerItem(page, 2, 6, true);
  await expect(page.getByRole('heading', { name: 'Not this time' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown link asks for the adult', async ({ page, context }) => {
  await fakePlayApi(context);
  await page.goto(`/play/${'x'.repeat(43)}`);
  await expect(
    page.getByRole('heading', { name: 'This link does not work. Please ask the adult for help.' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a link revoked while a child plays says so at the next answer', async ({ page, context }) => {
  const api = await startWithoutDemonstration(page, context);
  await answerItem(page, 1, 6, true);
  await expect.poll(() => api.stored.size).toBe(1);
  api.linkEnded = 'revoked'; // the researcher withdrew the link
  await answerItem(page, 2, 6, false);
  await expect(
    page.getByRole('heading', { name: 'This link was withdrawn. Ask the adult for a new one.' }),
  ).toBeVisible();
  await expect(page.getByTestId('play-not-saved')).toHaveText(
    '1 answer given on this tablet could not be saved.',
  );
  expect(api.statuses.get('0:1')).toEqual([410]);
});

test('the end screen tells the adult how many answers were not stored', async ({
  page,
  context,
}) => {
  const api = await startWithoutDemonstration(page, context);
  for (let number = 1; number <= 4; number += 1) await answerItem(page, number, 6, true);
  await expect.poll(() => api.stored.size).toBe(4);
  // Another device answered the last two items first, differently.
  api.answerStatus = 409;
  await answerItem(page, 5, 6, true);
  await answerItem(page, 6, 6, false);
  await expect(page.getByRole('heading', { name: 'All done – well played!' })).toBeVisible();
  await expect(page.getByTestId('play-end-status')).toHaveText(
    'For the adult: 2 answers from this tablet were not stored, because those pictures had ' +
      'already been answered on another device or the session had ended there. The answers ' +
      'stored first count. You can close this page.',
  );
  expect([...api.statuses.values()].flat().sort()).toEqual([201, 201, 201, 201, 409, 409]);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the play page is German', async ({ page, context }) => {
    await fakePlayApi(context, { pictureSet: 'shapes' });
    await page.goto(PLAY_URL);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await startPlaying(page, { german: true });
    await expect(
      page.getByRole('heading', { name: 'Schau: Diese passen, jene nicht' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: 'Form – mit: gefüllt, doppelter Rand; ohne: Punkte, Eckdreiecke (passt)',
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Weiter' }).tap();
    await expect(page.getByRole('button', { name: 'Passt', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passt nicht' })).toBeVisible();
  });
});
