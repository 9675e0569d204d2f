// Pending states follow the router's constants (spinner only after 1,000 ms, then at least
// 500 ms): a page whose data and translations take a few hundred milliseconds shows no spinner
// at all, because its loader fetches both at once, before the page renders.
import type { Page } from '@playwright/test';
import { expect, openSignedIn, SIGNED_IN, test, type Role } from '../support/signed-in.ts';

/** Each answer of the server for the page takes this long (well under the 1,000 ms). */
const DELAY_MS = 300;

type Timing = { start: number; end: number };

/** Slows the answers matching `pattern` by DELAY_MS and records when the first was asked and done. */
async function slowDown(page: Page, pattern: RegExp): Promise<Timing> {
  const timing: Timing = { start: 0, end: 0 };
  await page.route(pattern, async (route) => {
    if (timing.start === 0) timing.start = Date.now();
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (pattern.test(request.url()) && timing.end === 0) timing.end = Date.now();
  });
  return timing;
}

/** What the page script below uses of the browser (this project compiles without DOM types). */
type SpinnerWatch = {
  spinnerSeen: number | null;
  document: { body: unknown; querySelector: (selector: string) => unknown };
  MutationObserver: new (callback: () => void) => {
    observe: (target: unknown, options: { childList: boolean; subtree: boolean }) => void;
  };
};

/** Records in the page after how many ms the pending spinner appears, if it does. */
async function watchSpinner(page: Page): Promise<() => Promise<number | null>> {
  await page.evaluate(() => {
    const w = globalThis as unknown as SpinnerWatch;
    w.spinnerSeen = null;
    const since = performance.now();
    new w.MutationObserver(() => {
      if (w.spinnerSeen === null && w.document.querySelector('[data-testid="pending"]'))
        w.spinnerSeen = Math.round(performance.now() - since);
    }).observe(w.document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (globalThis as unknown as SpinnerWatch).spinnerSeen);
}

const pages: {
  name: string;
  role: Role;
  home: string;
  data: RegExp;
  texts: RegExp;
  heading: string;
}[] = [
  {
    name: 'Participants',
    role: 'researcher',
    home: '/r',
    data: /\/api\/participants(\?|$)/,
    texts: /\/locales\/en\/participants\.json$/,
    heading: 'Participants',
  },
  {
    name: 'Statistics',
    role: 'researcher',
    home: '/r',
    data: /\/api\/statistics(\?|$)/,
    texts: /\/locales\/en\/statistics\.json$/,
    heading: 'Statistics',
  },
  {
    name: 'Hand gesture',
    role: 'admin',
    home: '/admin',
    data: /\/api\/games\/hand-gesture\/instances(\?|$)/,
    texts: /\/locales\/en\/games\.json$/,
    heading: 'Hand Gesture',
  },
];

for (const target of pages) {
  test.describe(`as the ${target.role}`, () => {
    test.use({ storageState: SIGNED_IN[target.role] });

    test(`${target.name}: no spinner, translations fetched alongside the data`, async ({
      page,
    }) => {
      await openSignedIn(page, target.home);
      // The signed-in app has finished its own first load (its spinner is no part of this test).
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(navigation).toBeVisible();
      await expect(page.getByTestId('pending')).toHaveCount(0);
      const data = await slowDown(page, target.data);
      const texts = await slowDown(page, target.texts);
      const spinnerSeen = await watchSpinner(page);

      await navigation.getByRole('link', { name: target.name, exact: true }).click();
      await expect(page.getByRole('heading', { name: target.heading, level: 1 })).toBeVisible();

      // The router may show its spinner after 1,000 ms on a slow machine; never sooner.
      const spinnerAfterMs = await spinnerSeen();
      if (spinnerAfterMs !== null) {
        expect(spinnerAfterMs, 'ms until the spinner showed').toBeGreaterThanOrEqual(1000);
      }
      expect(data.end, 'the page asked for its data').toBeGreaterThan(0);
      expect(texts.end, 'the page asked for its translations').toBeGreaterThan(0);
      // In parallel: the translations were asked for before the data had arrived.
      expect(texts.start).toBeLessThan(data.end);
    });
  });
}
