// 10,000 participants: latency of GET /api/participants at 100 requests/s (lib/steady-load.ts),
// and the longest main-thread task (PerformanceObserver 'longtask') while Chromium shows the
// participants page. Runs the production build on a fresh embedded database in a temporary folder,
// seeded with the demo accounts and 10,000 participants of the demo institute; the API is called
// with the demo researcher's real access token (signed in through the login page).
// BENCH_DATABASE_URL=postgres://... runs the same against a fresh database on that PostgreSQL
// server instead of PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { longestTask, longestTaskOf, withDemoResearcherPage } from './lib/browser.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { DEMO_INSTITUTE_NAME } from '../apps/server/src/seed.ts';
import { repoRoot } from './lib/paths.ts';
import { runBenchmark, writeResult } from './lib/results.ts';
import { benchPort } from './lib/port.ts';
import { withSeededServer } from './lib/seeded-server.ts';
import { runSteadyLoad } from './lib/steady-load.ts';
import { printTable } from './lib/table.ts';

const PARTICIPANTS = 10_000;
const RATE = 100; // requests per second
const DURATION_S = 20;
const API_P99_GOAL_MS = 50;
const LONG_TASK_GOAL_MS = 200;
const PORT = benchPort(3641);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'cogniplay-bench';
// A folder of its own: another checkout may run the same benchmark at the same time.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-bench-participants-'));
const webDir = path.join(dataDir, 'web');

export interface ParticipantsFigures {
  database: 'pglite' | 'postgres';
  participants: number;
  api: {
    ratePerSecond: number;
    durationS: number;
    requests: number;
    non2xx: number;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
    /** The list as JSON, and as sent (gzip body). */
    jsonKb: number;
    transferKb: number;
    goalP99Ms: number;
    /** GET /api/users/me/profile under the same load, for comparison. */
    baselineP50Ms: number;
    baselineP99Ms: number;
    withinGoal: boolean;
  };
  page: {
    /** Longest task of a full load of /participants (app start-up included). */
    fullLoadLongestTaskMs: number;
    /** Longest task from a sidebar click on Participants until the grid shows. */
    navigationLongestTaskMs: number;
    /** Longest task while moving to the next page of cards. */
    nextPageLongestTaskMs: number;
    longestTaskMs: number;
    goalMs: number;
    withinGoal: boolean;
  };
  withinGoal: boolean;
}

export async function measureParticipants(): Promise<ParticipantsFigures> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await copyWebBuild();
  return withSeededServer(
    { port: PORT, dataDir, env: { WEB_DIST_DIR: webDir, DEMO_PASSWORD: PASSWORD } },
    seedParticipants,
    ({ database }) =>
      withDemoResearcherPage(ORIGIN, PASSWORD, async (page, token) => {
        const api = await measureApi(token);
        const longTasks = await measureLongTasks(page);
        const apiWithinGoal = api.p99Ms < API_P99_GOAL_MS && api.non2xx === 0;
        const longestTaskMs = Math.max(...Object.values(longTasks));
        const pageWithinGoal = longestTaskMs <= LONG_TASK_GOAL_MS;
        return {
          database,
          participants: PARTICIPANTS,
          api: { ...api, withinGoal: apiWithinGoal },
          page: {
            ...longTasks,
            longestTaskMs,
            goalMs: LONG_TASK_GOAL_MS,
            withinGoal: pageWithinGoal,
          },
          withinGoal: apiWithinGoal && pageWithinGoal,
        };
      }),
  );
}

/**
 * A copy of the production build: a rebuild during the run must not swap the pages under the
 * browser. Copied again while a build is being written (an asset of index.html is missing).
 */
async function copyWebBuild(): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    fs.rmSync(webDir, { recursive: true, force: true });
    fs.cpSync(path.join(repoRoot, 'apps/web/dist'), webDir, { recursive: true });
    const indexHtml = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
    const assets = [...indexHtml.matchAll(/"\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    if (assets.every((asset) => fs.existsSync(path.join(webDir, asset)))) return;
    await sleep(3000);
  }
  throw new Error('apps/web/dist stays incomplete: run `npm run build` first');
}

/** 10,000 participants of the demo institute (after the demo data), before the server starts. */
async function seedParticipants(db: Db): Promise<void> {
  await db.execute(sql`
    insert into participants (subject_id, first_name, last_name, research_institute_id)
    select 'P-' || lpad(n::text, 5, '0'), 'First' || n, 'Last' || n, i.id
    from generate_series(1, ${PARTICIPANTS}) as n
    cross join (select id from research_institutes where name = ${DEMO_INSTITUTE_NAME}) as i
  `);
}

async function measureApi(token: string): Promise<Omit<ParticipantsFigures['api'], 'withinGoal'>> {
  const url = `${ORIGIN}/api/participants`;
  const sample = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await sample.json()) as { participants: unknown[] };
  if (body.participants.length !== PARTICIPANTS) {
    throw new Error(`expected ${PARTICIPANTS} participants, got ${body.participants.length}`);
  }
  const jsonBytes = JSON.stringify(body).length;
  // As a browser asks for it.
  const headers = {
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  // Warm-up (JIT, caches), then the measured run.
  await runSteadyLoad({ url, headers, ratePerSecond: RATE, durationS: 3 });
  const result = await runSteadyLoad({ url, headers, ratePerSecond: RATE, durationS: DURATION_S });
  // The same load on the smallest authenticated endpoint: what the machine gives any request.
  const baseline = await runSteadyLoad({
    url: `${ORIGIN}/api/users/me/profile`,
    headers,
    ratePerSecond: RATE,
    durationS: DURATION_S,
  });
  return {
    ratePerSecond: RATE,
    durationS: DURATION_S,
    requests: result.requests,
    non2xx: result.non2xx,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    maxMs: result.maxMs,
    jsonKb: Math.round(jsonBytes / 1000),
    transferKb: Math.round(result.responseBytes / 1000),
    goalP99Ms: API_P99_GOAL_MS,
    baselineP50Ms: baseline.p50Ms,
    baselineP99Ms: baseline.p99Ms,
  };
}

async function measureLongTasks(
  page: Page,
): Promise<Omit<ParticipantsFigures['page'], 'longestTaskMs' | 'goalMs' | 'withinGoal'>> {
  const cards = page.getByTestId('participant-card');

  // The app keeps its tokens in sessionStorage: a reload stays signed in.
  await page.goto(`${ORIGIN}/participants`);
  await cards.first().waitFor();
  const fullLoadLongestTaskMs = await longestTask(page);

  await page.goto(`${ORIGIN}/statistics`);
  await page.getByRole('heading', { name: 'Statistics' }).waitFor();
  const navigationLongestTaskMs = await longestTaskOf(page, async () => {
    await page.getByRole('link', { name: 'Participants', exact: true }).click();
    await cards.first().waitFor();
  });
  const nextPageLongestTaskMs = await longestTaskOf(page, async () => {
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await cards.first().waitFor();
  });
  return { fullLoadLongestTaskMs, navigationLongestTaskMs, nextPageLongestTaskMs };
}

/** The results file: PGlite and PostgreSQL runs are kept apart. */
export function participantsResultName(figures: ParticipantsFigures): string {
  return figures.database === 'postgres' ? 'participants-postgres' : 'participants';
}

/** The summary rows of `npm run bench`. */
export function participantsRows(figures: ParticipantsFigures): string[][] {
  const { api, page } = figures;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  return [
    [
      `GET /api/participants, ${figures.participants} at ${api.ratePerSecond}/s (${figures.database}): p99`,
      `${api.p99Ms} ms`,
      `< ${api.goalP99Ms} ms`,
      verdict(api.withinGoal),
    ],
    [
      `participants page, ${figures.participants}: longest task`,
      `${page.longestTaskMs} ms`,
      `<= ${page.goalMs} ms`,
      verdict(page.withinGoal),
    ],
  ];
}

export function printParticipants(figures: ParticipantsFigures): void {
  const { api, page } = figures;
  printTable(
    [`measure (10,000 participants, ${figures.database})`, 'figure', 'goal'],
    [
      [
        `GET /api/participants at ${api.ratePerSecond}/s, p50 / p99`,
        `${api.p50Ms} / ${api.p99Ms} ms`,
        `p99 < ${api.goalP99Ms} ms`,
      ],
      [
        `  baseline: GET /api/users/me/profile, p50 / p99`,
        `${api.baselineP50Ms} / ${api.baselineP99Ms} ms`,
        '',
      ],
      [
        '  requests / non-2xx / JSON / sent (gzip)',
        `${api.requests} / ${api.non2xx} / ${api.jsonKb} KB / ${api.transferKb} KB`,
        '',
      ],
      [
        'longest task, full load of /participants',
        `${page.fullLoadLongestTaskMs} ms`,
        `≤ ${page.goalMs} ms`,
      ],
      [
        'longest task, sidebar -> Participants',
        `${page.navigationLongestTaskMs} ms`,
        `≤ ${page.goalMs} ms`,
      ],
      [
        'longest task, next page of cards',
        `${page.nextPageLongestTaskMs} ms`,
        `≤ ${page.goalMs} ms`,
      ],
    ],
  );
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureParticipants();
    printParticipants(figures);
    console.log(`\nwrote ${writeResult(participantsResultName(figures), figures)}`);
    return figures.withinGoal;
  });
}
