// A child's no and an adult's stop, on a tablet against the real server: the child declines
// after the adult's start, and an examiner stops a session by holding the stop control while the
// Wi-Fi is down. Each session's page then says how it ended; the answers before the stop are
// kept (the institute's default).
import type { Browser, Page } from '@playwright/test';
import { apiRequest } from '../support/api.ts';
import { createInstances, unique } from '../support/assessments.ts';
import { axeViolations } from '../support/axe.ts';
import { fakePlayApi, PLAY_TOKEN } from '../support/fake-play-api.ts';
import { answerItem, goOn, holdStop } from '../support/play-page.ts';
import { addParticipant } from '../support/participants.ts';
import { expect, openSignedIn, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.researcher });

/** A session of a new three-instance assessment for a new child; its id and play link. */
async function newSession(page: Page, browser: Browser) {
  const tag = `e2e-stop-${unique()}`;
  const instanceIds = await createInstances(browser, tag);
  await openSignedIn(page, '/assessments');
  const { assessment } = await apiRequest<{ assessment: { id: number } }>(
    page,
    'POST',
    '/assessments',
    { name: `Stop ${tag}`, instanceIds },
  );
  const { participant } = await addParticipant(page, {
    subjectId: `STOP-${unique().toUpperCase()}`,
    firstName: 'Lea',
    lastName: 'Sommer',
  });
  const { sessions } = await apiRequest<{ sessions: { id: number; playUrl: string }[] }>(
    page,
    'POST',
    '/sessions',
    { assessmentId: assessment.id, participantIds: [participant.id] },
  );
  return sessions[0]!;
}

async function openTablet(browser: Browser, link: string) {
  const tablet = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'en-GB',
  });
  const child = await tablet.newPage();
  await child.goto(link);
  await expect(child.getByTestId('play-initials')).toHaveText('LS');
  return { tablet, child };
}

test('a child says no on the tablet: the session ends as declined, and its page says so', async ({
  page,
  browser,
}) => {
  const session = await newSession(page, browser);
  const { tablet, child } = await openTablet(browser, session.playUrl);
  await child.getByRole('button', { name: 'Start' }).tap();
  await expect(child.getByRole('heading', { name: 'Do you want to play?' })).toBeVisible();
  expect(await axeViolations(child)).toEqual([]);
  await child.getByRole('button', { name: 'No', exact: true }).tap();

  await expect(child.getByRole('heading', { name: "That's fine. Thank you!" })).toBeVisible();
  await expect(child.getByTestId('play-end-status')).toHaveText(
    'The end of the session is saved. You can close this page.',
  );
  expect(await axeViolations(child)).toEqual([]);
  // A reload finds the link ended, for the same reason.
  await child.reload();
  await expect(child.getByRole('heading', { name: "That's fine. Thank you!" })).toBeVisible();
  await tablet.close();

  await page.goto(`/sessions/${session.id}`);
  await expect(page.locator('[data-state="declined"]')).toHaveText('Declined');
  await expect(page.getByTestId('session-early-end')).toContainText('The child said no to playing');
});

test('an examiner stops a session offline by holding the stop control; the answers before it are kept', async ({
  page,
  browser,
}) => {
  // Over 10 s: a played stretch, offline, a reload and the stop's two-second holds.
  test.setTimeout(120_000);
  const session = await newSession(page, browser);
  const { tablet, child } = await openTablet(browser, session.playUrl);
  const ends: number[] = [];
  child.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/end')) ends.push(response.status());
  });
  await child.getByRole('button', { name: 'Start' }).tap();
  await child.getByRole('button', { name: 'Yes', exact: true }).tap();
  await goOn(child, 'Look: these fit');
  await answerItem(child, 1, 6, true);
  await expect(child.getByTestId('play-pending')).toHaveCount(0);

  // Offline: one more answer waits on the tablet. A child's tap on the stop does nothing.
  await tablet.setOffline(true);
  await answerItem(child, 2, 6, false);
  await goOn(child, 'Look: these fit');
  await child.getByRole('button', { name: 'Hold to stop' }).tap();
  await child.waitForTimeout(2500);
  await expect(child.getByTestId('play-stop-dialog')).toHaveCount(0);

  await holdStop(child);
  const dialog = child.getByRole('dialog', { name: 'Stop this session?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go on playing' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stop the session' }).tap();
  await expect(dialog.getByRole('alert')).toHaveText('Choose who wants to stop and why.');
  expect(await axeViolations(child)).toEqual([]);
  await dialog.getByLabel('I, the adult, am stopping it').check();
  await dialog.getByLabel('Interruption').check();
  await dialog.getByRole('button', { name: 'Stop the session' }).tap();

  await expect(child.getByRole('heading', { name: 'Thank you! We stop here.' })).toBeVisible();
  await expect(child.getByTestId('play-end-status')).toHaveText(
    "For the adult: the end of the session is saved on this tablet and will be sent when the internet is back. Don't close this page.",
  );
  expect(await axeViolations(child)).toEqual([]);
  // A reload without network shows the end again: it waits on the tablet, not the session.
  await child.reload();
  await expect(child.getByRole('heading', { name: 'Thank you! We stop here.' })).toBeVisible();
  expect(ends).toEqual([]);

  // Back online: the waiting answer goes first, then the end, each once.
  await tablet.setOffline(false);
  await expect(child.getByTestId('play-end-status')).toHaveText(
    'The end of the session is saved. You can close this page.',
  );
  expect(ends).toEqual([201]);
  await tablet.close();

  await page.goto(`/sessions/${session.id}`);
  await expect(page.locator('[data-state="stopped"]')).toHaveText('Stopped');
  await expect(page.getByTestId('session-early-end')).toContainText(
    'Stopped by the examiner (interruption)',
  );
  await expect(page.getByTestId('session-early-end')).toContainText(
    'Answers given before are kept.',
  );
  await expect(page.getByText('2 of 6')).toBeVisible();
});

test.describe('in German on a phone', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the child's question and the adult's stop dialog read in German, with no axe violation", async ({
    page,
    context,
  }) => {
    await fakePlayApi(context, { showDemonstration: false });
    await page.goto(`/play/${PLAY_TOKEN}`);
    await page.getByRole('button', { name: 'Los geht’s' }).tap();
    await expect(page.getByRole('heading', { name: 'Möchtest du spielen?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ja', exact: true }).tap();
    await expect(page.getByRole('button', { name: 'Passt', exact: true })).toBeVisible();

    await holdStop(page, { name: 'Gedrückt halten zum Beenden' });
    const dialog = page.getByRole('dialog', { name: 'Diese Sitzung beenden?' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Weiterspielen' }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Passt', exact: true })).toBeEnabled();
  });
});
