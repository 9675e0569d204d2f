// The play page (/play/{token}) as a child uses it on a touch screen, and what it sends: for the
// specs that play, against the real server or the fake (fake-play-api.ts).
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { SubmitAnswerBody } from '@cogniplay/contract';

/** Waits for target item `number` of `total` to take answers (its buttons enabled). */
export async function waitForItem(page: Page, number: number, total: number) {
  await expect(
    page.getByRole('progressbar', { name: `Picture ${number} of ${total}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fits', exact: true })).toBeEnabled();
}

/** Waits for target item `number` of `total` and taps an answer. */
export async function answerItem(page: Page, number: number, total: number, fits: boolean) {
  await waitForItem(page, number, total);
  await page.getByRole('button', { name: fits ? 'Fits' : 'Does not fit', exact: true }).tap();
}

/**
 * Two quick taps on the middle of `target`, as a child's finger gives them. The four touch events
 * are queued together, not one Playwright round trip apart (`touchscreen.tap` twice): on a busy
 * machine those round trips alone took over 300 ms, and the second tap then rightly answered the
 * next item.
 */
export async function doubleTap(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const point = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchEnd') =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchStart' ? point : [],
    });
  await Promise.all([
    touch('touchStart'),
    touch('touchEnd'),
    touch('touchStart'),
    touch('touchEnd'),
  ]);
  await cdp.detach();
}

/**
 * Waits for an instance's demonstration and taps 'Go on'. `heading` names what it shows: both
 * groups by default; 'Look: these fit' for a demonstration of fitting examples only (as the
 * instances of support/assessments.ts have).
 */
export async function goOn(page: Page, heading = 'Look: these fit, those do not') {
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go on' }).tap();
}

/** One answer the page sent, as the server answered it. */
export interface SentAnswer {
  /** 'position:itemIndex' */
  key: string;
  status: number;
  body: SubmitAnswerBody;
}

/** Records, from now on, every answer the page sends and the status the server gives it. */
export function recordSentAnswers(page: Page): SentAnswer[] {
  const sent: SentAnswer[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST') return;
    if (!/\/api\/play\/[^/]+\/answers$/.test(new URL(response.url()).pathname)) return;
    const body = request.postDataJSON() as SubmitAnswerBody;
    sent.push({ key: `${body.position}:${body.itemIndex}`, status: response.status(), body });
  });
  return sent;
}

/**
 * The adult taps Start (after checking the initials), then the child says yes to playing. German
 * pages when `german`.
 */
export async function startPlaying(page: Page, { german = false } = {}) {
  await page.getByRole('button', { name: german ? 'Los geht’s' : 'Start' }).tap();
  await page.getByRole('button', { name: german ? 'Ja' : 'Yes', exact: true }).tap();
}

/**
 * An adult's finger held on the stop control for `ms` (longer than its 2 s), then lifted: the
 * touch events go straight to the browser, as a real press's do.
 */
export async function holdStop(page: Page, { ms = 2500, name = 'Hold to stop' } = {}) {
  const box = (await page.getByRole('button', { name }).boundingBox())!;
  const point = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
