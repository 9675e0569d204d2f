// The play page (/play/{token}) as a child uses it on a touch screen: for the specs that play,
// against the real server or the fake (fake-play-api.ts).
import { expect, type Page } from '@playwright/test';

/** Waits for target item `number` of `total` and taps an answer. */
export async function answerItem(page: Page, number: number, total: number, fits: boolean) {
  await expect(
    page.getByRole('progressbar', { name: `Picture ${number} of ${total}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: fits ? 'Fits' : 'Does not fit', exact: true }).tap();
}

/** Waits for an instance's demonstration and taps 'Go on'. */
export async function goOn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Look: these fit, those do not' })).toBeVisible();
  await page.getByRole('button', { name: 'Go on' }).tap();
}
