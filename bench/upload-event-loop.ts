// One upload cannot freeze the server. While uploads run back to back in the server's
// process, a load generator (its own process, lib/steady-load.ts) asks `GET /readyz` at a steady
// rate over real HTTP; its p99 must stay under 100 ms. Two files:
// - the largest allowed upload: UPLOAD_MAX_INSTANCES (10,000) rule-finding instances padded to
//   just under UPLOAD_MAX_BYTES (10 MiB), stored each round into an emptied table;
// - an attack file: 1,000,000 elements in 8.6 MB, refused with 413 (before parsing).
// Memory: the resident set before the first measured upload and SETTLE_MS after the last one
// must differ by less than 50 MB; both after a full garbage collection when node runs with
// --expose-gc (as `npm run bench` does), so that what is measured is memory kept, not garbage V8
// has not collected yet. Memory is handed back over several seconds: the upload worker exits
// after 2 s idle, and V8 and the allocator release freed pages later still (on 2026-11-27,
// PGlite: about +100 MB 5 s after the last upload, below the start 10 s after). So both figures
// are taken once the server has been idle SETTLE_MS; the 5 s figure is printed beside them.
// The same load without uploads gives the floor of a busy machine.
// Beside /readyz, a second generator asks a request that needs the database (`GET /api/schools`,
// which reads the list's version each time) at a lower rate: no goal, but on PGlite it shows what
// other requests wait while an upload's transaction runs, which /readyz no longer does.
// PGlite on disk, and PostgreSQL when BENCH_DATABASE_URL (default postgres://…@127.0.0.1:5432)
// answers, as in games-upload.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../apps/server/test/helper.ts';
import { type DatabaseKind, measureEachDatabase, type OpenApp } from './lib/each-database.ts';
import { allocator, reportRows, runBenchmark } from './lib/results.ts';
import { benchPort } from './lib/port.ts';
import { runSteadyLoad, type SteadyLoadResult } from './lib/steady-load.ts';
import { benchInstance } from './lib/bench-instance.ts';
import { multipartFile } from './lib/multipart.ts';

const MAX_INSTANCES = 10_000;
const MAX_BYTES = 10 * 1024 * 1024;
const READYZ_P99_GOAL_MS = 100;
const MEMORY_GOAL_MB = 50;
const RATE = 50; // /readyz requests per second
const DB_RATE = 20; // GET /api/schools per second
const DB_PATH = '/api/schools';
const DURATION_S = 12;
const PORT = benchPort(3663);
const URL_PATH = '/api/games/rule-finding/bulk-upload';
const MB = 1024 * 1024;
const SETTLE_MS = 15_000;

interface Scenario {
  fileBytes: number;
  uploads: number;
  /** Status of every upload answer (201, or 413 for the attack). */
  statuses: number[];
  uploadMsMedian: number;
  /** How late the event loop ran timers in this process (p99 and max), the direct measure. */
  eventLoopDelayMs: { p99: number; max: number };
  readyz: LoadFigures;
  /** `GET /api/schools` at DB_RATE at the same time: a request that waits for the database. */
  dbRequest: LoadFigures;
}

type LoadFigures = Pick<SteadyLoadResult, 'requests' | 'non2xx' | 'p50Ms' | 'p99Ms' | 'maxMs'>;

function loadFigures(result: SteadyLoadResult): LoadFigures {
  const { requests, non2xx, p50Ms, p99Ms, maxMs } = result;
  return { requests, non2xx, p50Ms, p99Ms, maxMs };
}

interface DatabaseFigures {
  database: DatabaseKind;
  /** The same load without uploads: the floor the machine sets today. */
  idle: Scenario;
  largest: Scenario;
  attack: Scenario;
  /** Resident set before the first measured upload, and 5 s and SETTLE_MS after the last. */
  rssBeforeMb: number;
  rss5sAfterMb: number;
  rssAfterMb: number;
  withinGoal: boolean;
}

export interface UploadEventLoopFigures {
  goals: { readyzP99Ms: number; memoryReturnMb: number };
  results: DatabaseFigures[];
  skipped: string[];
  withinGoal: boolean;
}

/** The largest file allowed: MAX_INSTANCES instances, as many items as fit under MAX_BYTES. */
function largestFile(): string {
  let best = '';
  for (let items = 1; items < 20; items += 1) {
    const text = JSON.stringify(
      Array.from({ length: MAX_INSTANCES }, (_, n) => benchInstance(n, items)),
    );
    if (text.length > MAX_BYTES - 1024) break;
    best = text;
  }
  return best;
}

/** The attack: one million small elements, about 8.6 MB. */
function millionFile(): string {
  return `[${Array.from({ length: 1_000_000 }, (_, n) => `{"n":${n % 10}}`).join(',')}]`;
}

function rssBytes(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Sends the file over real HTTP from a process of its own (curl), as a browser would: the body
 * arrives in network-sized chunks, and no client work runs on the server's event loop.
 */
function curlUpload(url: string, headers: Record<string, string>, file: string): Promise<number> {
  const args = [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    '-F',
    `file=@${file};filename=bench.json`,
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    execFile('curl', [...args, url], (error, stdout) =>
      error ? reject(error) : resolve(Number(stdout)),
    );
  });
}

async function scenario(
  t: TestApp,
  address: string,
  headers: Record<string, string>,
  content: string,
): Promise<Scenario> {
  const readyzUrl = `${address}/readyz`;
  const uploadUrl = `${address}${URL_PATH}`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-bench-file-')), 'f.json');
  fs.writeFileSync(file, content);
  const statuses: number[] = [];
  const times: number[] = [];
  const load = runSteadyLoad({ url: readyzUrl, ratePerSecond: RATE, durationS: DURATION_S });
  const dbLoad = runSteadyLoad({
    url: `${address}${DB_PATH}`,
    headers,
    ratePerSecond: DB_RATE,
    durationS: DURATION_S,
    seed: 2,
  });
  const state = { loading: true };
  void Promise.all([load, dbLoad]).finally(() => (state.loading = false));
  await sleep(500); // the generator's start-up
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  while (state.loading && content === '') await sleep(100);
  while (state.loading) {
    await t.db.execute(sql`truncate game_instances cascade`);
    const started = performance.now();
    statuses.push(await curlUpload(uploadUrl, headers, file));
    times.push(performance.now() - started);
  }
  const result = await load;
  const dbResult = await dbLoad;
  delay.disable();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  return {
    fileBytes: content.length,
    uploads: statuses.length,
    statuses: [...new Set(statuses)],
    uploadMsMedian: Math.round(median(times)),
    eventLoopDelayMs: { p99: ms(delay.percentile(99)), max: ms(delay.max) },
    readyz: loadFigures(result),
    dbRequest: loadFigures(dbResult),
  };
}

async function measureDatabase(
  database: DatabaseFigures['database'],
  open: OpenApp,
): Promise<DatabaseFigures> {
  const t = await open({});
  try {
    const headers = await t.authHeader({ email: 'bench-admin@example.org', roles: ['admin'] });
    const address = await t.app.listen({ port: PORT, host: '127.0.0.1' });
    let largest = largestFile();
    let attack = millionFile();
    // One unmeasured upload of each (JIT, the worker's start), then settle.
    for (const content of [largest, attack]) {
      const file = multipartFile(content);
      await t.app.inject({
        method: 'POST',
        url: URL_PATH,
        payload: file.payload,
        headers: { ...headers, 'content-type': file.contentType },
      });
    }
    const settledRss = async (ms: number) => {
      await sleep(ms);
      (globalThis as { gc?: () => void }).gc?.();
      return rssBytes();
    };
    const rssBefore = await settledRss(SETTLE_MS);

    const idle = await scenario(t, address, headers, '');
    const largestFigures = await scenario(t, address, headers, largest);
    const attackFigures = await scenario(t, address, headers, attack);
    largest = '';
    attack = '';
    const rss5sAfter = await settledRss(5000);
    const rssAfter = await settledRss(SETTLE_MS - 5000);

    const figures = {
      database,
      idle,
      largest: largestFigures,
      attack: attackFigures,
      rssBeforeMb: Math.round(rssBefore / MB),
      rss5sAfterMb: Math.round(rss5sAfter / MB),
      rssAfterMb: Math.round(rssAfter / MB),
    };
    return {
      ...figures,
      withinGoal:
        [largestFigures, attackFigures].every(
          (s) => s.readyz.p99Ms < READYZ_P99_GOAL_MS && s.readyz.non2xx === 0,
        ) &&
        largestFigures.statuses.join() === '201' &&
        attackFigures.statuses.join() === '413' &&
        figures.rssAfterMb - figures.rssBeforeMb < MEMORY_GOAL_MB,
    };
  } finally {
    await t.close();
  }
}

export async function measureUploadEventLoop(): Promise<UploadEventLoopFigures> {
  const { results, skipped } = await measureEachDatabase('upload-loop', measureDatabase);
  return {
    goals: { readyzP99Ms: READYZ_P99_GOAL_MS, memoryReturnMb: MEMORY_GOAL_MB },
    results,
    skipped,
    withinGoal: results.length > 0 && results.every((r) => r.withinGoal),
  };
}

function dbRow(r: DatabaseFigures, s: Scenario, during: string): string[] {
  const failed = s.dbRequest.non2xx > 0 ? `, ${s.dbRequest.non2xx} not 2xx` : '';
  return [
    `  GET ${DB_PATH} at ${DB_RATE}/s (needs the database), ${during}, ${r.database}, p50 / p99`,
    `${s.dbRequest.p50Ms} / ${s.dbRequest.p99Ms} ms${failed}`,
    '',
    '',
  ];
}

export function uploadEventLoopRows(figures: UploadEventLoopFigures): string[][] {
  const goal = `p99 < ${figures.goals.readyzP99Ms} ms`;
  const ok = (s: Scenario) =>
    s.readyz.p99Ms < figures.goals.readyzP99Ms && s.readyz.non2xx === 0 ? 'ok' : 'MISSED';
  return figures.results.flatMap((r) => [
    [
      `GET /readyz at ${RATE}/s without uploads (machine floor), ${r.database}, p50 / p99`,
      `${r.idle.readyz.p50Ms} / ${r.idle.readyz.p99Ms} ms (event loop delay p99 / max ` +
        `${r.idle.eventLoopDelayMs.p99} / ${r.idle.eventLoopDelayMs.max} ms)`,
      '',
      '',
    ],
    dbRow(r, r.idle, 'no uploads'),
    [
      `GET /readyz at ${RATE}/s during uploads of ${MAX_INSTANCES} instances ` +
        `(${(r.largest.fileBytes / MB).toFixed(1)} MB), ${r.database}, p50 / p99`,
      `${r.largest.readyz.p50Ms} / ${r.largest.readyz.p99Ms} ms ` +
        `(${r.largest.uploads} uploads, ${r.largest.uploadMsMedian} ms each, ${r.largest.statuses}; ` +
        `event loop delay p99 / max ${r.largest.eventLoopDelayMs.p99} / ${r.largest.eventLoopDelayMs.max} ms)`,
      goal,
      ok(r.largest),
    ],
    dbRow(r, r.largest, `uploads of ${MAX_INSTANCES} instances`),
    [
      `GET /readyz during uploads of 1,000,000 elements ` +
        `(${(r.attack.fileBytes / MB).toFixed(1)} MB), ${r.database}, p50 / p99`,
      `${r.attack.readyz.p50Ms} / ${r.attack.readyz.p99Ms} ms ` +
        `(${r.attack.uploads} uploads, ${r.attack.uploadMsMedian} ms each, ${r.attack.statuses}; ` +
        `event loop delay p99 / max ${r.attack.eventLoopDelayMs.p99} / ${r.attack.eventLoopDelayMs.max} ms)`,
      goal,
      ok(r.attack),
    ],
    dbRow(r, r.attack, 'uploads of 1,000,000 elements'),
    [
      `  resident memory before / ${SETTLE_MS / 1000} s after, ${r.database} (${allocator()} allocator)`,
      `${r.rssBeforeMb} / ${r.rssAfterMb} MB (${r.rss5sAfterMb} MB 5 s after)`,
      `< +${figures.goals.memoryReturnMb} MB`,
      r.rssAfterMb - r.rssBeforeMb < figures.goals.memoryReturnMb ? 'ok' : 'MISSED',
    ],
  ]);
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureUploadEventLoop();
    return reportRows('upload-event-loop', figures, uploadEventLoopRows(figures));
  });
}
