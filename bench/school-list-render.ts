// The admin's school list renders 1,000 school cards without
// freezing the tab, i.e. no long task over 200 ms. Starts the real server (production build,
// fresh embedded database), seeds 1,000 schools (a third of them without a managing institute)
// through the API as the demo admin, then opens the list in Chromium RUNS times, each in a fresh
// tab (empty query cache), in two ways:
//   - navigation: signed in on /admin, a click on the sidebar's Schools > Browse link (the
//     route chunk, the GET /api/schools answer and the render of the cards);
//   - reload: /admin/schools typed into the address bar (the whole app boot included);
//   - baselines: both ways again for Research institutes (21 cards: the demo institute and the
//     20 seeded ones), to tell the cost of the 1,000 cards from what any page costs on this
//     machine at this moment.
// The goal is judged on the in-app navigation: a full page load also boots the whole app, whose
// own longest task (see its baseline) depends on the machine's load more than on the list.
// A PerformanceObserver for 'longtask' entries, installed before any page script runs,
// records every task over 50 ms; reported is the longest per run. Needs `npm run build`.
/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import {
  clearLongTasks,
  demoAdminPage,
  longestTask,
  withDemoAdminTab,
  withPageBench,
} from './lib/browser.ts';
import { runBenchmark, writeResult } from './lib/results.ts';
import { benchPort } from './lib/port.ts';
import { printTable } from './lib/table.ts';

const SCHOOLS = 1000;
const INSTITUTES = 20;
const RUNS = 5;
const GOAL_MS = 200;
const PORT = benchPort(3621);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'bench-password';
const dataDir = path.join(os.tmpdir(), 'cogniplay-bench-school-list');

export interface SchoolListFigures {
  schools: number;
  runs: number;
  /** Longest task of each run, in ms (0 when no task exceeded 50 ms). */
  navigationMs: number[];
  reloadMs: number[];
  baselineNavigationMs: number[];
  baselineReloadMs: number[];
  navigationMaxMs: number;
  reloadMaxMs: number;
  goalMs: number;
  withinGoal: boolean;
}

export async function measureSchoolListRender(): Promise<SchoolListFigures> {
  return withPageBench(PORT, dataDir, PASSWORD, async (browser) => {
    await seedSchools(browser);

    const navigationMs: number[] = [];
    const reloadMs: number[] = [];
    const baselineNavigationMs: number[] = [];
    const baselineReloadMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      navigationMs.push(await longestTaskOpening(browser, 'navigation', 'schools'));
      reloadMs.push(await longestTaskOpening(browser, 'reload', 'schools'));
      baselineNavigationMs.push(
        await longestTaskOpening(browser, 'navigation', 'research-institutes'),
      );
      baselineReloadMs.push(await longestTaskOpening(browser, 'reload', 'research-institutes'));
    }
    const navigationMaxMs = Math.max(...navigationMs);
    const reloadMaxMs = Math.max(...reloadMs);
    return {
      schools: SCHOOLS,
      runs: RUNS,
      navigationMs,
      reloadMs,
      baselineNavigationMs,
      baselineReloadMs,
      navigationMaxMs,
      reloadMaxMs,
      goalMs: GOAL_MS,
      withinGoal: navigationMaxMs <= GOAL_MS,
    };
  });
}

/** One fresh tab: opens the list and returns its longest task in ms. */
async function longestTaskOpening(
  browser: Browser,
  way: 'navigation' | 'reload',
  area: 'schools' | 'research-institutes',
): Promise<number> {
  const page = await demoAdminPage(browser, ORIGIN, PASSWORD, '/admin');
  try {
    await clearLongTasks(page);
    if (way === 'reload') {
      await page.goto(`${ORIGIN}/admin/${area}`);
    } else {
      await page.locator(`a[href="/admin/${area}"]`, { hasText: /browse/i }).click();
    }
    await page.waitForFunction(
      ([prefix, count]) =>
        document.querySelectorAll(`main li a[href^="${prefix}"]`).length >= count,
      [`/admin/${area}/`, area === 'schools' ? SCHOOLS : 1] as const,
      { timeout: 60_000 },
    );
    return await longestTask(page, 1000);
  } finally {
    await page.context().close();
  }
}

/** Creates the institutes and schools through the API, from a tab of the admin's. */
async function seedSchools(browser: Browser): Promise<void> {
  await withDemoAdminTab(browser, ORIGIN, PASSWORD, '/admin', (page, token) =>
    page.evaluate(
      async ({ schools, institutes, token }) => {
        const post = async (path: string, body: unknown): Promise<{ id: number }> => {
          const response = await fetch(`/api${path}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
          return response.json();
        };
        const instituteIds: number[] = [];
        for (let i = 0; i < institutes; i++) {
          const { id } = await post('/research-institutes', { name: `Bench Institute ${i + 1}` });
          instituteIds.push(id);
        }
        // A few requests at a time: fast enough, and the server's order is not at stake here.
        const names = Array.from({ length: schools }, (_, i) => i);
        const worker = async () => {
          for (let i = names.shift(); i !== undefined; i = names.shift()) {
            await post('/schools', {
              // Mixed case, so the case-insensitive sort has work to do.
              schoolName: `${i % 2 ? 'school' : 'School'} ${String((i * 7919) % schools).padStart(4, '0')}`,
              managingInstituteId: i % 3 === 0 ? null : instituteIds[i % institutes],
            });
          }
        };
        await Promise.all(Array.from({ length: 8 }, worker));
      },
      { schools: SCHOOLS, institutes: INSTITUTES, token },
    ),
  );
}

/** The summary rows of `npm run bench`. */
export function schoolListRenderRows(figures: SchoolListFigures): string[][] {
  return [
    [
      'school list, 1,000 cards: longest task (navigation / full load)',
      `${figures.navigationMaxMs} / ${figures.reloadMaxMs} ms`,
      `<= ${figures.goalMs} ms (navigation)`,
      figures.withinGoal ? 'ok' : 'MISSED',
    ],
  ];
}

export function printSchoolListRender(figures: SchoolListFigures): void {
  printTable(
    ['opening the list of 1,000 schools', 'longest task per run (ms)', 'max', 'goal'],
    [
      ['in-app navigation', figures.navigationMs.join(', '), figures.navigationMaxMs, GOAL_MS],
      ['full page load', figures.reloadMs.join(', '), figures.reloadMaxMs, GOAL_MS],
      ...(
        [
          [
            `baseline, ${INSTITUTES + 1} institutes: in-app navigation`,
            figures.baselineNavigationMs,
          ],
          [`baseline, ${INSTITUTES + 1} institutes: full page load`, figures.baselineReloadMs],
        ] as const
      ).map(([label, runs]) => [label, runs.join(', '), Math.max(...runs), '-']),
    ],
  );
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureSchoolListRender();
    printSchoolListRender(figures);
    console.log(`\nwrote ${writeResult('school-list-render', { unit: 'ms', ...figures })}`);
    return figures.withinGoal;
  });
}
