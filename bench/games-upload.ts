// Games upload on the server: one file of 10,000 rule-finding instances uploaded through
// POST /api/games/rule-finding/bulk-upload, on embedded PGlite (on disk, as in production) and
// on PostgreSQL; then GET /api/games/rule-finding/instances with those 10,000 instances.
//
// The real app runs in this process (the server tests' app factory, with a minted admin token):
// - server time: the upload through `app.inject` (multipart parsing, validation, hashing, the
//   transaction), median of RUNS uploads into an emptied table, after one unmeasured warm-up;
//   wall clock and this process's CPU time (which includes PGlite, embedded in the process);
// - peak memory growth: the process's peak resident set (Linux VmHWM, reset just before) minus
//   its resident set before the upload; the file is built before the baseline;
// - list latency: over real HTTP at 100 requests/s (lib/steady-load.ts, its own process), p99.
// PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a fresh database is created and dropped. Without a reachable server that part is skipped.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { type DatabaseKind, measureEachDatabase, type OpenApp } from './lib/each-database.ts';
import { runSteadyLoad } from './lib/steady-load.ts';
import { reportRows, runBenchmark } from './lib/results.ts';
import { benchPort } from './lib/port.ts';
import { benchInstance } from './lib/bench-instance.ts';
import { multipartFile } from './lib/multipart.ts';

const INSTANCES = 10_000;
const RUNS = 3;
const UPLOAD_GOAL_MS = 1000;
const MEMORY_GOAL_MB = 200;
const LIST_P99_GOAL_MS = 50;
const RATE = 100; // requests per second
const DURATION_S = 10;
const PORT = benchPort(3660);
const URL_PATH = '/api/games/rule-finding/bulk-upload';
const LIST_PATH = '/api/games/rule-finding/instances';
const FLOOR_PATH = '/api/users/me/profile';
const MB = 1024 * 1024;

interface DatabaseFigures {
  database: DatabaseKind;
  fileBytes: number;
  /** Wall-clock times; `cpuMedian` is the process's CPU time, less sensitive to a busy machine. */
  uploadMs: { warmUp: number; runs: number[]; median: number; cpuMedian: number };
  peakMemoryGrowthMb: number;
  /** `responseKb`: the gzip-compressed answer. */
  list: {
    requests: number;
    non2xx: number;
    p50Ms: number;
    p99Ms: number;
    /** Request to response inside the server (Fastify's elapsed time), without client and network. */
    serverP99Ms: number;
    /** p99 of GET /api/users/me/profile under the same load: the machine's floor. */
    floorP99Ms: number;
    responseKb: number;
  };
  withinGoal: boolean;
}

export interface GamesUploadFigures {
  instances: number;
  goals: { uploadMs: number; memoryGrowthMb: number; listP99Ms: number };
  results: DatabaseFigures[];
  /** Why a database was not measured (e.g. no PostgreSQL server reachable). */
  skipped: string[];
  withinGoal: boolean;
}

/** A field of /proc/self/status in bytes (Linux). */
function procStatusBytes(field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kb === undefined) throw new Error(`no ${field} in /proc/self/status`);
  return Number(kb) * 1024;
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function measureDatabase(
  database: DatabaseFigures['database'],
  open: OpenApp,
): Promise<DatabaseFigures> {
  // Time from request to response inside the server, apart from the client and the network.
  let serverTimes: number[] | undefined;
  const t = await open({
    routes: (app) =>
      app.addHook('onResponse', async (request, reply) => {
        if (request.url === LIST_PATH) serverTimes?.push(reply.elapsedTime);
      }),
  });
  try {
    const headers = await t.authHeader({ email: 'bench-admin@example.org', roles: ['admin'] });
    const file = multipartFile(
      JSON.stringify(Array.from({ length: INSTANCES }, (_, n) => benchInstance(n))),
    );
    const uploadOnce = async (): Promise<{ wallMs: number; cpuMs: number }> => {
      // TRUNCATE, not DELETE: PGlite runs no autovacuum, and dead rows would slow later runs.
      await t.db.execute(sql`truncate game_instances cascade`);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const answer = await t.app.inject({
        method: 'POST',
        url: URL_PATH,
        payload: file.payload,
        headers: { ...headers, 'content-type': file.contentType },
      });
      const wallMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const body = answer.json() as { count?: number; detail?: string };
      if (answer.statusCode !== 201 || body.count !== INSTANCES) {
        throw new Error(`upload answered ${answer.statusCode}: ${body.detail ?? body.count}`);
      }
      return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
    };

    const warmUp = await uploadOnce();
    const runs: Array<{ wallMs: number; cpuMs: number }> = [];
    let peakMemoryGrowth = 0;
    for (let run = 0; run < RUNS; run++) {
      (globalThis as { gc?: () => void }).gc?.();
      fs.writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current VmRSS
      const before = procStatusBytes('VmRSS');
      runs.push(await uploadOnce());
      peakMemoryGrowth = Math.max(peakMemoryGrowth, procStatusBytes('VmHWM') - before);
    }

    const address = await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const url = `${address}${LIST_PATH}`;
    const sample = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const listed = ((await sample.json()) as { instances: unknown[] }).instances.length;
    if (listed !== INSTANCES) throw new Error(`the list has ${listed} instances`);
    const gzipped = await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    const responseKb = Math.round(Number(gzipped.headers.get('content-length') ?? 0) / 1000);
    // The load generator runs in a process of its own and accepts gzip as browsers do.
    const load = {
      url,
      headers: { ...headers, 'accept-encoding': 'gzip' },
      ratePerSecond: RATE,
    };
    await runSteadyLoad({ ...load, durationS: 3 });
    serverTimes = [];
    const result = await runSteadyLoad({ ...load, durationS: DURATION_S });
    const serverP99Ms = Math.round(percentile(serverTimes, 99) * 10) / 10;
    serverTimes = undefined;
    // The same load on the smallest authenticated endpoint: the floor this machine sets today.
    const floor = await runSteadyLoad({
      ...load,
      url: `${address}${FLOOR_PATH}`,
      durationS: DURATION_S,
    });

    const figures = {
      database,
      fileBytes: file.payload.length,
      uploadMs: {
        warmUp: Math.round(warmUp.wallMs),
        runs: runs.map((run) => Math.round(run.wallMs)),
        median: Math.round(median(runs.map((run) => run.wallMs))),
        cpuMedian: Math.round(median(runs.map((run) => run.cpuMs))),
      },
      peakMemoryGrowthMb: Math.round(peakMemoryGrowth / MB),
      list: {
        requests: result.requests,
        non2xx: result.non2xx,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        serverP99Ms,
        floorP99Ms: floor.p99Ms,
        responseKb,
      },
    };
    return {
      ...figures,
      withinGoal:
        figures.uploadMs.median < UPLOAD_GOAL_MS &&
        figures.peakMemoryGrowthMb < MEMORY_GOAL_MB &&
        figures.list.p99Ms < LIST_P99_GOAL_MS &&
        figures.list.non2xx === 0,
    };
  } finally {
    await t.close();
  }
}

export async function measureGamesUpload(): Promise<GamesUploadFigures> {
  const { results, skipped } = await measureEachDatabase('games-upload', measureDatabase);
  return {
    instances: INSTANCES,
    goals: {
      uploadMs: UPLOAD_GOAL_MS,
      memoryGrowthMb: MEMORY_GOAL_MB,
      listP99Ms: LIST_P99_GOAL_MS,
    },
    results,
    skipped,
    withinGoal: results.length > 0 && results.every((r) => r.withinGoal),
  };
}

export function gamesUploadRows(figures: GamesUploadFigures): string[][] {
  return figures.results.flatMap((r) => [
    [
      `upload of ${figures.instances} rule-finding instances, ${r.database} (median of ${RUNS})`,
      `${r.uploadMs.median} ms (CPU ${r.uploadMs.cpuMedian} ms, cold ${r.uploadMs.warmUp} ms)`,
      `< ${figures.goals.uploadMs} ms`,
      r.uploadMs.median < figures.goals.uploadMs ? 'ok' : 'MISSED',
    ],
    [
      `  peak memory growth, ${r.database}`,
      `${r.peakMemoryGrowthMb} MB`,
      `< ${figures.goals.memoryGrowthMb} MB`,
      r.peakMemoryGrowthMb < figures.goals.memoryGrowthMb ? 'ok' : 'MISSED',
    ],
    [
      `GET rule-finding instances (${figures.instances}) at ${RATE}/s, ${r.database}, p50 / p99`,
      `${r.list.p50Ms} / ${r.list.p99Ms} ms (in server p99 ${r.list.serverP99Ms} ms)`,
      `p99 < ${figures.goals.listP99Ms} ms`,
      r.list.p99Ms < figures.goals.listP99Ms && r.list.non2xx === 0 ? 'ok' : 'MISSED',
    ],
    [
      `  same load on ${FLOOR_PATH} (machine floor), ${r.database}, p99`,
      `${r.list.floorP99Ms} ms`,
      '',
      '',
    ],
  ]);
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureGamesUpload();
    return reportRows('games-upload', figures, gamesUploadRows(figures));
  });
}
