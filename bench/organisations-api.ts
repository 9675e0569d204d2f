// Organisations API: with 1,000 schools, 200 research institutes and 20,000 staff
// memberships seeded, GET /api/schools (the admin's full list) and GET /api/schools/{id}/staff
// answer at p99 under 25 ms at a steady 200 requests/s, with the server on ONE core.
// Runs the real server (`taskset -c 1`, embedded PGlite in a temporary folder, seeded before it
// starts) and the open-loop load generator of lib/steady-load.ts in a process of its own on the
// other core: requests at random (Poisson) times averaging 200/s, with the headers a browser
// sends (gzip accepted). The admin's access token is minted
// with the embedded provider's own signing key, exactly shaped like the ones it issues (the
// sign-in itself is covered by the tests; here only the API is measured).
// BENCH_DATABASE_URL=postgres://... runs the same against a fresh database on that PostgreSQL
// server instead of PGlite.
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { adminToken } from './lib/admin-token.ts';
import { writeResult } from './lib/results.ts';
import { benchPort } from './lib/port.ts';
import { withSeededServer } from './lib/seeded-server.ts';
import { runSteadyLoad } from './lib/steady-load.ts';
import { printTable } from './lib/table.ts';

const INSTITUTES = 200;
const SCHOOLS = 1000;
const STAFF = 20_000; // 20 per school
const RATE = 200; // requests per second
const DURATION_S = 20;
const P99_GOAL_MS = 25;
const PORT = benchPort(3611);
const ORIGIN = `http://localhost:${PORT}`;
// A folder of its own: another checkout may run the same benchmark at the same time.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-bench-organisations-'));

interface EndpointFigures {
  endpoint: string;
  items: number;
  responseKb: number;
  ratePerSecond: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  /** Mean size of a response as sent (gzip). */
  transferKb: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The server process's CPU time per request during the measured run (Linux only). */
  serverCpuMsPerRequest: number | null;
}

export interface OrganisationsApiFigures {
  database: 'pglite' | 'postgres';
  seeded: { institutes: number; schools: number; staffMemberships: number };
  serverCores: number;
  /** 1-minute load average before and after: other work on the machine skews the latencies. */
  loadAverage: { before: number; after: number };
  endpoints: EndpointFigures[];
  goalP99Ms: number;
  withinGoal: boolean;
}

export async function measureOrganisationsApi(): Promise<OrganisationsApiFigures> {
  const loadBefore = os.loadavg()[0] ?? 0;
  fs.rmSync(dataDir, { recursive: true, force: true });
  return withSeededServer(
    { port: PORT, dataDir, oneCore: true },
    seedOrganisations,
    async ({ seeded: token, server, database }) => {
      const headers = { authorization: `Bearer ${token}` };
      const { schools } = (await (await fetch(`${ORIGIN}/api/schools`, { headers })).json()) as {
        schools: { id: number }[];
      };
      const school = schools[Math.floor(schools.length / 2)];
      if (!school) throw new Error('no schools listed');
      const endpoints = [
        await measure(server, 'GET /api/schools', `${ORIGIN}/api/schools`, headers, 'schools'),
        await measure(
          server,
          'GET /api/schools/{id}/staff',
          `${ORIGIN}/api/schools/${school.id}/staff`,
          headers,
          'staff',
        ),
      ];
      const withinGoal = endpoints.every((e) => e.p99Ms < P99_GOAL_MS && e.non2xx === 0);
      return {
        database,
        seeded: { institutes: INSTITUTES, schools: SCHOOLS, staffMemberships: STAFF },
        serverCores: 1,
        loadAverage: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
        endpoints,
        goalP99Ms: P99_GOAL_MS,
        withinGoal,
      };
    },
  );
}

/** Seeds the organisations (after the demo data); returns an access token of the demo admin. */
async function seedOrganisations(db: Db, config: Config): Promise<string> {
  await db.execute(sql`
    insert into research_institutes (name)
    select 'Institute ' || lpad(n::text, 3, '0') from generate_series(1, ${INSTITUTES}) as n`);
  // Every tenth school has no managing institute; the others spread over the institutes.
  await db.execute(sql`
    with institutes as (
      select id, row_number() over (order by id) - 1 as k from research_institutes
      where name like 'Institute %')
    insert into schools (name, managing_institute_id)
    select 'School ' || lpad(n::text, 4, '0'),
           case when n % 10 = 0 then null
                else (select id from institutes where k = n % ${INSTITUTES}) end
    from generate_series(1, ${SCHOOLS}) as n`);
  // One user per membership; every fifth one still pending onboarding (empty names).
  await db.execute(sql`
    insert into users (email, first_name, last_name)
    select 'staff' || n || '@bench.example',
           case when n % 5 = 0 then '' else 'First' || n end,
           case when n % 5 = 0 then '' else 'Last' || n end
    from generate_series(1, ${STAFF}) as n`);
  await db.execute(sql`
    with school_ids as (select id, row_number() over (order by id) - 1 as k from schools)
    insert into school_staff (school_id, user_id, is_admin, is_teacher)
    select s.id, u.id, n % 3 = 0, n % 3 <> 0
    from generate_series(1, ${STAFF}) as n
    join users u on u.email = 'staff' || n || '@bench.example'
    join school_ids s on s.k = n % ${SCHOOLS}`);
  return adminToken(db, config);
}

/** CPU time (user + system) the process has used so far, in ms; null where /proc is missing. */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString()) || 100;
    return Number.isFinite(ticks) ? (ticks * 1000) / ticksPerSecond : null;
  } catch {
    return null;
  }
}

async function measure(
  server: ChildProcess,
  endpoint: string,
  url: string,
  headers: Record<string, string>,
  listKey: 'schools' | 'staff',
): Promise<EndpointFigures> {
  const sample = await fetch(url, { headers });
  if (sample.status !== 200) throw new Error(`${endpoint} answered ${sample.status}`);
  const text = await sample.text();
  const items = (JSON.parse(text) as Record<string, unknown[]>)[listKey]?.length ?? 0;
  const load = {
    url,
    headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
    ratePerSecond: RATE,
  };
  // Warm-up (JIT, caches), then the measured run.
  await runSteadyLoad({ ...load, durationS: 3 });
  const cpuBefore = processCpuMs(server.pid);
  const result = await runSteadyLoad({ ...load, durationS: DURATION_S });
  const cpuAfter = processCpuMs(server.pid);
  const serverCpuMsPerRequest =
    cpuBefore === null || cpuAfter === null
      ? null
      : Math.round(((cpuAfter - cpuBefore) / result.requests) * 100) / 100;
  return {
    endpoint,
    items,
    serverCpuMsPerRequest,
    responseKb: Math.round(Buffer.byteLength(text) / 100) / 10,
    ratePerSecond: RATE,
    durationS: DURATION_S,
    requests: result.requests,
    requestsPerSecond: result.requestsPerSecond,
    non2xx: result.non2xx,
    transferKb: Math.round(result.responseBytes / 100) / 10,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    maxMs: result.maxMs,
  };
}

/** Rows for the summary table of run-all.ts: measure, figure, goal, result. */
export function organisationsApiRows(figures: OrganisationsApiFigures): string[][] {
  return figures.endpoints.map((e) => [
    `${e.endpoint} (${figures.database}, ${e.items} items) p50 / p99`,
    `${e.p50Ms} / ${e.p99Ms} ms at ${e.requestsPerSecond} req/s`,
    `p99 < ${figures.goalP99Ms} ms`,
    e.p99Ms < figures.goalP99Ms && e.non2xx === 0 ? 'ok' : 'MISSED',
  ]);
}

/** The results file: PGlite and PostgreSQL runs are kept apart. */
export function organisationsApiResultName(figures: OrganisationsApiFigures): string {
  return figures.database === 'postgres' ? 'organisations-api-postgres' : 'organisations-api';
}

export function printOrganisationsApi(figures: OrganisationsApiFigures): void {
  printTable(
    [
      `endpoint (${figures.database}, server on 1 core)`,
      'items',
      'sent',
      'req/s',
      'p50',
      'p99',
      'max',
      'server CPU/req',
      'goal',
      'result',
    ],
    figures.endpoints.map((e) => [
      e.endpoint,
      e.items,
      `${e.transferKb} KB`,
      e.requestsPerSecond,
      `${e.p50Ms} ms`,
      `${e.p99Ms} ms`,
      `${e.maxMs} ms`,
      e.serverCpuMsPerRequest === null ? '-' : `${e.serverCpuMsPerRequest} ms`,
      `p99 < ${figures.goalP99Ms} ms`,
      e.p99Ms < figures.goalP99Ms && e.non2xx === 0 ? 'ok' : 'MISSED',
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureOrganisationsApi();
  printOrganisationsApi(figures);
  const file = writeResult(organisationsApiResultName(figures), figures);
  console.log(`\nfigures written to ${file}`);
  if (!figures.withinGoal) process.exitCode = 1;
}
