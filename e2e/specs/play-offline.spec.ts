// A reload without network (issue 25 item 9), against the real server: a tablet loads the play
// link in class, the Wi-Fi drops, the page is reloaded. It comes back from what the tablet kept
// (the page's files and the session), resumes at the right item with the waiting answers counted,
// and once the Wi-Fi is back every answer is stored exactly once.
// The callbacks of page.evaluate run in the page: DOM types.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import type {
  AssessmentResponse,
  SessionResponse,
  SessionResultsResponse,
  StartSessionsResponse,
} from '@cogniplay/contract';
import { apiRequest } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { createInstances, unique } from '../support/assessments.ts';
import {
  answerItem,
  goOn,
  recordSentAnswers,
  startPlaying,
  waitForItem,
} from '../support/play-page.ts';
import { expect, openSignedIn, SIGNED_IN, SIGNED_OUT, test } from '../support/signed-in.ts';
import { addParticipant } from '../support/participants.ts';

test.use({ storageState: SIGNED_IN.researcher });

const TOTAL = 6; // three instances of two target items each
/** The play page's IndexedDB database (apps/web/src/features/play/play-db.ts). */
const PLAY_DB_NAME = 'cogniplay-play';
const KEYS = ['0:0', '0:1', '1:0', '1:1', '2:0', '2:1'];

test('a reload without network comes back at the right item and loses nothing', async ({
  page,
  browser,
}) => {
  // Over 10 s: a session set up, played, reloaded offline and drained.
  test.setTimeout(180_000);
  const tag = `e2e-offline-${unique()}`;
  const instanceIds = await createInstances(browser, tag);
  await openSignedIn(page);
  const { assessment } = await apiRequest<AssessmentResponse>(page, 'POST', '/assessments', {
    name: `Offline ${tag}`,
    instanceIds,
  });
  const { participant } = await addParticipant(page, {
    subjectId: `OFF-${unique().toUpperCase()}`,
    firstName: 'Ida',
    lastName: 'Kern',
  });
  const { sessions } = await apiRequest<StartSessionsResponse>(page, 'POST', '/sessions', {
    assessmentId: assessment.id,
    participantIds: [participant.id],
  });
  const { id: sessionId, playUrl } = sessions[0]!;

  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'en-GB',
  });
  const tablet = await context.newPage();
  const sent = recordSentAnswers(tablet);
  await tablet.goto(playUrl);
  await expect(tablet.getByTestId('play-initials')).toHaveText('IK');
  // The page has kept what it needs to run offline (its service worker is active).
  await expect
    .poll(() =>
      tablet.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.state ?? 'none';
      }),
    )
    .toBe('activated');
  await startPlaying(tablet);

  // Two answers stored while online.
  await goOn(tablet, 'Look: these fit');
  await answerItem(tablet, 1, TOTAL, true);
  await answerItem(tablet, 2, TOTAL, false);
  await expect.poll(() => sent.filter((answer) => answer.status === 201).length).toBe(2);

  // The Wi-Fi drops: two more answers wait on the tablet.
  await context.setOffline(true);
  await goOn(tablet, 'Look: these fit');
  await answerItem(tablet, 3, TOTAL, true);
  await answerItem(tablet, 4, TOTAL, true);
  const waiting = (count: number) =>
    `${count} answers are saved on this tablet and will be sent when the internet is back. ` +
    "Don't close this page.";
  await expect(tablet.getByTestId('play-pending')).toHaveText(waiting(2));
  // The count includes an answer still being written: a reload aborts that write (the item is
  // asked again), so wait until IndexedDB holds both.
  await expect.poll(() => answersKeptOnTablet(tablet)).toBe(2);

  // Reloaded without network: the page comes back, says what waits, and resumes at the third
  // instance (its demonstration, then picture 5), not at an item already answered.
  await tablet.reload();
  await expect(tablet.getByTestId('play-initials')).toHaveText('IK');
  await expect(tablet.getByTestId('play-pending')).toHaveText(waiting(2));
  expect(await axeViolations(tablet)).toEqual([]);
  await startPlaying(tablet);
  await goOn(tablet, 'Look: these fit');
  await waitForItem(tablet, 5, TOTAL);
  await answerItem(tablet, 5, TOTAL, false);
  await expect(tablet.getByTestId('play-pending')).toHaveText(waiting(3));

  // The Wi-Fi is back: the waiting answers are sent, the last one follows at once.
  await context.setOffline(false);
  await waitForItem(tablet, 6, TOTAL);
  await expect(tablet.getByTestId('play-pending')).toHaveCount(0);
  await answerItem(tablet, 6, TOTAL, true);
  await expect(tablet.getByTestId('play-end-status')).toHaveText(
    'All answers are saved. You can close this page.',
  );
  // Each answer reached the server once and was stored: no repeat, no refusal.
  expect(sent.map((answer) => `${answer.key} ${answer.status}`).sort()).toEqual(
    KEYS.map((key) => `${key} 201`),
  );
  await context.close();

  const { session } = await apiRequest<SessionResponse>(page, 'GET', `/sessions/${sessionId}`);
  expect(session).toMatchObject({ state: 'completed', answeredCount: TOTAL });
  const results = await apiRequest<SessionResultsResponse>(
    page,
    'GET',
    `/sessions/${sessionId}/results`,
  );
  expect(results.answers.map((row) => `${row.position}:${row.itemIndex}`)).toEqual(KEYS);
  expect(results.answers.map((row) => row.response)).toEqual([
    'fits',
    'does_not_fit',
    'fits',
    'fits',
    'does_not_fit',
    'fits',
  ]);
});

/** How many answers the tablet's queue (IndexedDB) holds. */
function answersKeptOnTablet(tablet: Page): Promise<number> {
  return tablet.evaluate(
    ({ name, store }) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction(store, 'readonly').objectStore(store).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    { name: PLAY_DB_NAME, store: 'answers' },
  );
}
