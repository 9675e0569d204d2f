// Chromium for the page benchmarks: launched as the tests launch it, signed in through the real
// login pages, with every long task (over 50 ms) of every page recorded from its first script.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium.ts';
import { startDemoServer, stopServer } from './server.ts';

/** Chromium as the tests launch it, with `extraArgs` (a fake camera) when given. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, ...extraArgs],
  });
}

/** A page benchmark's demo server on a fresh data folder, and the Chromium that drives it. */
export interface PageBench {
  server: ChildProcess;
  browser: Browser;
  dataDir: string;
}

/** The demo server (its accounts' password `demoPassword`) on an emptied `dataDir`, and Chromium. */
export async function startPageBench(
  port: number,
  dataDir: string,
  demoPassword: string,
): Promise<PageBench> {
  const server = await startDemoServer(port, dataDir, demoPassword);
  const browser = await launchChromium();
  return { server, browser, dataDir };
}

/** Closes Chromium, stops the server and removes its data folder. */
export async function stopPageBench({ server, browser, dataDir }: PageBench): Promise<void> {
  await browser.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The demo admin's and the demo researcher's emails (apps/server/src/seed.ts). */
const DEMO_ADMIN_EMAIL = 'admin@cogniplay.test';
const DEMO_RESEARCHER_EMAIL = 'researcher@cogniplay.test';

/** Runs `measure` with Chromium against a started page bench, and stops the bench after it. */
export async function withPageBench<R>(
  port: number,
  dataDir: string,
  demoPassword: string,
  measure: (browser: Browser) => Promise<R>,
): Promise<R> {
  const bench = await startPageBench(port, dataDir, demoPassword);
  try {
    return await measure(bench.browser);
  } finally {
    await stopPageBench(bench);
  }
}

// Page-side code as strings: bench/ compiles for Node, without the DOM's types.
const RECORD_LONG_TASKS = `
  globalThis.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;
const ACCESS_TOKEN = `(() => {
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)).access_token;
  }
})()`;

export interface SignIn {
  origin: string;
  email: string;
  password: string;
  /** Where the app goes after signing in. */
  landOn: string;
}

/**
 * A new browser context (1440 × 900, English) that records long tasks, signed in through the
 * provider's login page; resolves once the app shows its main area at `landOn`.
 */
export async function signedInPage(
  browser: Browser,
  { origin, email, password, landOn }: SignIn,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: RECORD_LONG_TASKS });
  const page = await context.newPage();
  await page.goto(`${origin}/login?redirect=${encodeURIComponent(landOn)}&lng=en`);
  await page
    .getByRole('button', { name: /^sign in$/i })
    .first()
    .click();
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/passwor/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/realms/') && !url.search.includes('code='),
  );
  await page.locator('#main').waitFor({ timeout: 60_000 });
  return page;
}

/** The access token the signed-in app keeps in sessionStorage. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate<string | undefined>(ACCESS_TOKEN);
  if (!token) throw new Error('no access token in the session after signing in');
  return token;
}

/** Forgets the long tasks recorded so far on the page. */
export async function clearLongTasks(page: Page): Promise<void> {
  await page.evaluate('globalThis.longTasks.length = 0');
}

/**
 * The longest task (ms, 0 when none was over 50 ms) since the page loaded or the last
 * `clearLongTasks`. Tasks are reported once they end: the last one (layout, paint) gets
 * `settleMs` to finish.
 */
export async function longestTask(page: Page, settleMs = 500): Promise<number> {
  await sleep(settleMs);
  const tasks = await page.evaluate<number[]>('globalThis.longTasks');
  return Math.round(Math.max(0, ...tasks));
}

/** The longest task while `action` runs and the page settles (network idle). */
export async function longestTaskOf(page: Page, action: () => Promise<void>): Promise<number> {
  await clearLongTasks(page);
  await action();
  await page.waitForLoadState('networkidle');
  return longestTask(page);
}

/** A new tab signed in as the demo admin (whose password is `demoPassword`), recording long tasks. */
export function demoAdminPage(
  browser: Browser,
  origin: string,
  demoPassword: string,
  landOn: string,
): Promise<Page> {
  return signedInPage(browser, { origin, email: DEMO_ADMIN_EMAIL, password: demoPassword, landOn });
}

/**
 * Runs `use` in a new tab signed in as the demo admin (as `demoAdminPage`), with the admin's
 * access token, and closes the tab after it.
 */
export async function withDemoAdminTab<R>(
  browser: Browser,
  origin: string,
  demoPassword: string,
  landOn: string,
  use: (page: Page, token: string) => Promise<R>,
): Promise<R> {
  const page = await demoAdminPage(browser, origin, demoPassword, landOn);
  try {
    return await use(page, await accessTokenOf(page));
  } finally {
    await page.context().close();
  }
}

/**
 * Runs `measure` in a new Chromium on a page signed in as the demo researcher (whose password is
 * `demoPassword`; the app at /r), with the researcher's access token, and closes Chromium after.
 */
export async function withDemoResearcherPage<R>(
  origin: string,
  demoPassword: string,
  measure: (page: Page, token: string) => Promise<R>,
): Promise<R> {
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, {
      origin,
      email: DEMO_RESEARCHER_EMAIL,
      password: demoPassword,
      landOn: '/r',
    });
    return await measure(page, await accessTokenOf(page));
  } finally {
    await browser.close();
  }
}
