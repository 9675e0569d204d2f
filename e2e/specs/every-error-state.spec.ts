// What the every-page walk never has on screen: toasts (error and success), the upload error
// box, a form's field error, the sign-in failure and the error screen. Each is made to appear,
// in English and German, and axe checks the page while it shows, at 1440 px and then, the
// window resized, at 390 px (as every-page.spec.ts checks both widths on one load).
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

const LANGUAGES = [
  { lng: 'en', locale: 'en-GB' },
  { lng: 'de', locale: 'de-DE' },
] as const;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const unique = () => Math.random().toString(36).slice(2, 8);

/** The toast now showing, held open: Radix pauses its timer while the pointer is on it. */
async function heldToast(page: Page): Promise<Locator> {
  const toast = page
    .getByRole('region', { name: /^(Notifications|Benachrichtigungen)/ })
    .getByRole('listitem');
  await expect(toast).toHaveCount(1);
  await toast.hover();
  return toast;
}

/**
 * axe's findings on the page now showing, at each width (the window resized; `again` shows the
 * state again after a resize, as a held toast needs the pointer back on it), as lines naming
 * what `state` is and the width.
 */
async function problems(
  page: Page,
  state: string,
  again: () => Promise<unknown> = async () => {},
): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await again();
    found.push(
      ...(await axeViolations(page)).map(
        (finding) =>
          `${state} at ${viewport.width} px: axe ${finding.rule}: ${finding.targets.join(', ')} — ${finding.summary}`,
      ),
    );
  }
  return found;
}

/** Chooses `content` as the upload page's file (the input has no visible text of its own). */
async function chooseFile(page: Page, path: string, content: unknown): Promise<void> {
  fs.writeFileSync(path, JSON.stringify(content));
  await page.locator('input[type=file]').setInputFiles(path);
}

for (const { lng, locale } of LANGUAGES) {
  test.describe(`in ${lng}`, () => {
    test.use({ locale, viewport: WIDTHS[0] });

    test('the sign-in failure on the landing page', async ({ page }) => {
      // A provider answer whose state this browser never sent: the sign-in fails.
      await page.goto('/login?code=unknown&state=unknown');
      await expect(page.getByTestId('login-error')).toBeVisible();
      expect(await problems(page, 'sign-in failure')).toEqual([]);
    });

    test.describe('as the admin', () => {
      test.use({ storageState: SIGNED_IN.admin });

      test('toasts, the upload error box, a field error and the error screen', async ({
        page,
      }, testInfo) => {
        // Over 10 s: every error state of the page opened and checked by axe.
        test.setTimeout(120_000);
        const found: string[] = [];
        const run = unique();
        await openSignedIn(page, '/games/hand-gesture/upload');
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lng}`));

        // A refused file: the page's error box and the error toast.
        await chooseFile(page, testInfo.outputPath(`bad-${run}.json`), { taskData: run });
        await page.getByRole('button', { name: /^(Upload|Hochladen)$/ }).click();
        await heldToast(page);
        await expect(page.getByRole('status').filter({ has: page.locator('ul') })).toBeVisible();
        found.push(
          ...(await problems(page, 'upload error and error toast', () => heldToast(page))),
        );

        // An accepted file: the success toast.
        await page.setViewportSize(WIDTHS[0]);
        await page.mouse.move(0, 0);
        await chooseFile(page, testInfo.outputPath(`good-${run}.json`), {
          taskData: { gesture: 'thumbs-up', hand: 'right', holdMs: 1500, instructions: run },
        });
        await page.getByRole('button', { name: /^(Upload|Hochladen)$/ }).click();
        await expect(await heldToast(page)).toContainText(/Uploaded!|Hochgeladen!/);
        found.push(...(await problems(page, 'success toast', () => heldToast(page))));

        // A required field left empty.
        await page.setViewportSize(WIDTHS[0]);
        await page.goto('/admin/schools/create');
        await page.getByRole('button', { name: /^(Create School|Schule anlegen)$/ }).click();
        await expect(page.locator('#school-name-error')).toBeVisible();
        found.push(...(await problems(page, 'field error')));

        // A page whose data cannot be loaded.
        await page.route('**/api/schools', (route) =>
          route.fulfill({
            status: 403,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403 }),
          }),
        );
        await page.setViewportSize(WIDTHS[0]);
        await page.goto('/admin/schools');
        await expect(page.getByTestId('error-screen')).toBeVisible();
        found.push(...(await problems(page, 'error screen')));

        expect(found).toEqual([]);
      });
    });
  });
}
