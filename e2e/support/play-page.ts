// The play page (/play/{token}) as a child uses it on a touch screen, and what it sends: for the
// specs that play, against the real server or the fake (fake-play-api.ts).
import { expect, type Page, type Response } from '@playwright/test';
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

/** Waits for an instance's demonstration and taps 'Go on'. */
export async function goOn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Look: these fit, those do not' })).toBeVisible();
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
