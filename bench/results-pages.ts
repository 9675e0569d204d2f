// The results pages at study scale: an assessment with 1,000 sessions, and 1,000,000 answers in
// all (20,000 complete sessions of 10 instances × 5 target items, written by SQL). Measures the
// p99 of each API call behind the assessment page and the statistics page at a steady rate
// (lib/steady-load.ts), and the longest main-thread task while Chromium shows each page. Runs the
// production build on a fresh embedded database (BENCH_DATABASE_URL=postgres://...: on a fresh
// database of that PostgreSQL server instead), as the demo researcher, signed in for real.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { longestTask, withDemoResearcherPage } from './lib/browser.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { queryRows } from '../apps/server/src/db/query-rows.ts';
import { seedAnsweredSessions } from '../apps/server/test/seed-answers.ts';
import { DEMO_INSTITUTE_NAME } from '../apps/server/src/seed.ts';
import { benchInstance } from './lib/bench-instance.ts';
import { repoRoot } from './lib/paths.ts';
import { benchPort } from './lib/port.ts';
import { reportRows, runBenchmark } from './lib/results.ts';
import { withSeededServer } from './lib/seeded-server.ts';
import { runSteadyLoad } from './lib/steady-load.ts';

const PAGE_SESSIONS = 1_000; // of the assessment whose page is measured
const ALL_SESSIONS = 20_000; // × 50 answers = 1,000,000
const PARTICIPANTS = 2_000;
const RATE = 20; // requests per second, per API call
const DURATION_S = 10;
const API_P99_GOAL_MS = 100;
const LONG_TASK_GOAL_MS = 200;
const PORT = benchPort(3651);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'cogniplay-bench';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-bench-results-'));
const webDir = path.join(dataDir, 'web');

interface ApiFigure {
  path: string;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  withinGoal: boolean;
}

export interface ResultsPagesFigures {
  database: 'pglite' | 'postgres';
  answers: number;
  api: ApiFigure[];
  page: { assessmentLongestTaskMs: number; statisticsLongestTaskMs: number; goalMs: number };
  withinGoal: boolean;
}

async function insertAssessment(db: Db, instituteId: number, name: string, instanceIds: number[]) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into assessments (name, research_institute_id) values (${name}, ${instituteId})
        returning id`,
  );
  const id = row!.id;
  for (const [position, instanceId] of instanceIds.entries()) {
    await db.execute(
      sql`insert into assessment_items (assessment_id, position, game, instance_id)
          values (${id}, ${position}, 'rule-finding', ${instanceId})`,
    );
  }
  return id;
}

/** Two assessments of the demo institute (after the demo data) and their answered sessions. */
async function seed(db: Db) {
  const [institute] = await queryRows<{ id: number }>(
    db,
    sql`select id from research_institutes where name = ${DEMO_INSTITUTE_NAME}`,
  );
  const instituteId = institute!.id;
  const instanceIds: number[] = [];
  for (let n = 0; n < 10; n++) {
    const instance = benchInstance(n, 5);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into game_instances
            (game, sequence_number, label, content, item_count, content_hash)
          values ('rule-finding', ${90_000 + n}, ${instance.label}, ${JSON.stringify(instance.itemData)}::jsonb,
            ${instance.itemData.targetItems.length}, ${`bench-results-${n}`}) returning id`,
    );
    instanceIds.push(row!.id);
  }
  const participants = await queryRows<{ id: number }>(
    db,
    sql`insert into participants (subject_id, first_name, last_name, research_institute_id)
        select 'R-' || lpad(n::text, 5, '0'), '', '', ${instituteId}
        from generate_series(1, ${PARTICIPANTS}) n returning id`,
  );
  const participantIds = participants.map((p) => p.id);
  const pageAssessment = await insertAssessment(db, instituteId, 'Bench page', instanceIds);
  const other = await insertAssessment(db, instituteId, 'Bench rest', instanceIds);
  let answers = await seedAnsweredSessions(db, {
    assessmentId: pageAssessment,
    participantIds,
    sessions: PAGE_SESSIONS,
  });
  answers += await seedAnsweredSessions(db, {
    assessmentId: other,
    participantIds,
    sessions: ALL_SESSIONS - PAGE_SESSIONS,
  });
  return { pageAssessment, answers };
}

async function measureApi(token: string, apiPath: string): Promise<ApiFigure> {
  const url = `${ORIGIN}${apiPath}`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const result = await runSteadyLoad({
    url,
    headers,
    ratePerSecond: RATE,
    durationS: DURATION_S,
    warmUpS: 2,
  });
  return {
    path: apiPath,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    maxMs: result.maxMs,
    non2xx: result.non2xx,
    withinGoal: result.p99Ms < API_P99_GOAL_MS && result.non2xx === 0,
  };
}

async function measurePages(page: Page, assessmentId: number) {
  await page.goto(`${ORIGIN}/assessments/${assessmentId}`);
  await page.getByTestId('progress-board').waitFor({ timeout: 60_000 });
  await page.getByTestId('session-row').first().waitFor({ timeout: 60_000 });
  const assessmentLongestTaskMs = await longestTask(page);
  await page.goto(`${ORIGIN}/statistics`);
  await page.getByRole('figure').first().waitFor({ timeout: 60_000 });
  const statisticsLongestTaskMs = await longestTask(page);
  return { assessmentLongestTaskMs, statisticsLongestTaskMs };
}

export async function measureResultsPages(): Promise<ResultsPagesFigures> {
  fs.rmSync(webDir, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), webDir, { recursive: true });
  return withSeededServer(
    { port: PORT, dataDir, env: { WEB_DIST_DIR: webDir, DEMO_PASSWORD: PASSWORD } },
    seed,
    ({ seeded: { pageAssessment, answers }, database }) =>
      withDemoResearcherPage(ORIGIN, PASSWORD, async (page, token) => {
        const api: ApiFigure[] = [];
        for (const apiPath of [
          `/api/assessments/${pageAssessment}`,
          `/api/assessments/${pageAssessment}/progress`,
          `/api/sessions?assessmentId=${pageAssessment}`,
          '/api/statistics',
          '/api/statistics/sessions',
        ]) {
          api.push(await measureApi(token, apiPath));
        }
        const pages = await measurePages(page, pageAssessment);
        const pageWithin =
          Math.max(pages.assessmentLongestTaskMs, pages.statisticsLongestTaskMs) <=
          LONG_TASK_GOAL_MS;
        return {
          database,
          answers,
          api,
          page: { ...pages, goalMs: LONG_TASK_GOAL_MS },
          withinGoal: pageWithin && api.every((figure) => figure.withinGoal),
        };
      }),
  );
}

export function resultsPagesResultName(figures: ResultsPagesFigures): string {
  return figures.database === 'postgres' ? 'results-pages-postgres' : 'results-pages';
}

export function resultsPagesRows(figures: ResultsPagesFigures): string[][] {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  return [
    ...figures.api.map((figure) => [
      `GET ${figure.path.replace(/\d+/g, '{id}')} at ${RATE}/s (${figures.database}): p50 / p99`,
      `${figure.p50Ms} / ${figure.p99Ms} ms`,
      `p99 < ${API_P99_GOAL_MS} ms`,
      verdict(figure.withinGoal),
    ]),
    [
      `assessment page, ${PAGE_SESSIONS} sessions: longest task`,
      `${figures.page.assessmentLongestTaskMs} ms`,
      `<= ${LONG_TASK_GOAL_MS} ms`,
      verdict(figures.page.assessmentLongestTaskMs <= LONG_TASK_GOAL_MS),
    ],
    [
      `statistics page, ${figures.answers} answers: longest task`,
      `${figures.page.statisticsLongestTaskMs} ms`,
      `<= ${LONG_TASK_GOAL_MS} ms`,
      verdict(figures.page.statisticsLongestTaskMs <= LONG_TASK_GOAL_MS),
    ],
  ];
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureResultsPages();
    return reportRows(resultsPagesResultName(figures), figures, resultsPagesRows(figures));
  });
}
