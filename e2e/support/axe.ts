// axe-core from the npm package, injected into the page under test (no CDN): the rules of
// WCAG 2.x A/AA and axe's best practices, as the audit ran them.
// The callbacks of page.evaluate run in the page: DOM types.
/// <reference lib="dom" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self')
// refuses an injected <script> element.
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const pagesPreloaded = new WeakSet<Page>();

/**
 * Makes the page's later documents load axe before their own scripts (through the DevTools
 * protocol, which the Content-Security-Policy does not govern). Sending the source with each
 * check instead, once per document, was a quarter of the time axe took in the every-page sweep.
 */
async function preloadInLaterDocuments(page: Page): Promise<void> {
  if (pagesPreloaded.has(page)) return;
  pagesPreloaded.add(page);
  await page.addInitScript(axeSource);
}

/** One violation, short enough to read in a failure message. */
export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

/**
 * Runs every rule of axe on the whole document, once its finite animations have ended, and
 * answers its violations (none: an empty list).
 * Only violations are aggregated and sent back: the same rules run, and the passes, incomplete and
 * inapplicable results, which nothing reads, no longer cost most of each check.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  // A dialog or toast still fading in has its colours half way: axe would measure those.
  // Spinners run forever, so only animations that end are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    await preloadInLaterDocuments(page);
  }
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: Document, options: RunOptions) => Promise<AxeResults>;
      };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
  }));
}
