// A play link that no longer plays because a researcher withdrew it or it expired: the page says
// which, in plain words, and keeps nothing on the tablet that could never be sent. Against the
// fake play API (support/fake-play-api.ts), at a tablet's size with touch.
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { fakePlayApi, PLAY_TOKEN } from '../support/fake-play-api.ts';
import { answerItem, startPlaying } from '../support/play-page.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const PLAY_URL = `/play/${PLAY_TOKEN}`;

const WITHDRAWN = 'This link was withdrawn. Ask the adult for a new one.';
const EXPIRED = 'This link has expired. Ask the adult for a new one.';

test('a withdrawn link says so, and what the adult can do', async ({ page, context }) => {
  const api = await fakePlayApi(context);
  api.linkEnded = 'revoked';
  await page.goto(PLAY_URL);
  await expect(page.getByRole('heading', { name: WITHDRAWN })).toBeVisible();
  await expect(
    page.getByText('For the adult: the researcher withdrew this play link', { exact: false }),
  ).toBeVisible();
  // Nothing was answered here: nothing to report as lost.
  await expect(page.getByTestId('play-not-saved')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('an expired link says so', async ({ page, context }) => {
  const api = await fakePlayApi(context);
  api.linkEnded = 'expired';
  await page.goto(PLAY_URL);
  await expect(page.getByRole('heading', { name: EXPIRED })).toBeVisible();
  await expect(
    page.getByText('For the adult: play links work for a limited time', { exact: false }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('answers waiting offline for a link withdrawn meanwhile are dropped at once, and counted', async ({
  page,
  context,
}) => {
  const api = await fakePlayApi(context, { showDemonstration: false, giveFeedback: true });
  await page.goto(PLAY_URL);
  await startPlaying(page);
  await answerItem(page, 1, 6, true);
  await expect.poll(() => api.stored.size).toBe(1);

  // Offline: three answers wait on the tablet (no feedback without the server's verdict).
  await context.setOffline(true);
  api.offline = true;
  await answerItem(page, 2, 6, true);
  await answerItem(page, 3, 6, false);
  await answerItem(page, 4, 6, true);
  await expect(page.getByTestId('play-pending')).toBeVisible();

  // The researcher withdraws the link; the Wi-Fi comes back.
  api.linkEnded = 'revoked';
  api.offline = false;
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: WITHDRAWN })).toBeVisible();
  await expect(page.getByTestId('play-not-saved')).toHaveText(
    '3 answers given on this tablet could not be saved.',
  );
  // One refusal said it for all: the other two were never sent to be refused one by one.
  expect([...api.statuses.values()].flat().sort()).toEqual([201, 410]);
  await expect(page.getByTestId('play-pending')).toHaveCount(0);
  // A late verdict does not take the child back to the pictures.
  await page.waitForTimeout(2000);
  await expect(page.getByRole('heading', { name: WITHDRAWN })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Nothing of the session stays on the tablet: a reload without network has nothing to resume.
  await context.setOffline(true);
  api.offline = true;
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'No connection. Please ask the adult for help.' }),
  ).toBeVisible();
  await expect(page.getByTestId('play-initials')).toHaveCount(0);
  await expect(page.getByTestId('play-pending')).toHaveCount(0);
});

test('a link replaced by a new one while a child plays asks for the current link', async ({
  page,
  context,
}) => {
  const api = await fakePlayApi(context, { showDemonstration: false });
  await page.goto(PLAY_URL);
  await startPlaying(page);
  await answerItem(page, 1, 6, true);
  await expect.poll(() => api.stored.size).toBe(1);
  api.answerStatus = 404; // a new link replaced this token: the server does not know it
  await answerItem(page, 2, 6, false);
  await expect(
    page.getByRole('heading', { name: 'This link does not work. Please ask the adult for help.' }),
  ).toBeVisible();
  await expect(page.getByTestId('play-not-saved')).toHaveText(
    '1 answer given on this tablet could not be saved.',
  );
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('a withdrawn and an expired link say so in German', async ({ page, context }) => {
    const api = await fakePlayApi(context);
    api.linkEnded = 'revoked';
    await page.goto(PLAY_URL);
    await expect(
      page.getByRole('heading', {
        name: 'Dieser Link wurde zurückgezogen. Bitte frag die Begleitperson nach einem neuen.',
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    api.linkEnded = 'expired';
    await page.reload();
    await expect(
      page.getByRole('heading', {
        name: 'Dieser Link ist abgelaufen. Bitte frag die Begleitperson nach einem neuen.',
      }),
    ).toBeVisible();
  });
});
