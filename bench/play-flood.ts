// A flood of large bodies at the play API: four clients (one process of their own) send 1 MiB
// bodies of nested arrays to random play tokens as fast as the server answers, while a child's
// tablet reads its session (GET /api/play/{token}) every 50 ms. The goal is that tablet's p50.
// The address limit is lifted, as if the flood came from many addresses, and the token's, which
// the tablet's own reads would reach.
// The real app listens on BENCH_PORT (default 3673), on PGlite and then PostgreSQL.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { StartSessionsResponse } from '@cogniplay/contract';
import { participants, researchInstitutes } from '../apps/server/src/db/schema/index.ts';
import type { TestApp } from '../apps/server/test/helper.ts';
import { benchInstance } from './lib/bench-instance.ts';
import { measureEachDatabase, type DatabaseKind, type OpenApp } from './lib/each-database.ts';
import { benchPort } from './lib/port.ts';
import { reportRows, runBenchmark } from './lib/results.ts';

const CLIENTS = 4;
const DURATION_MS = 15_000;
const READ_EVERY_MS = 50;
const GET_P50_GOAL_MS = 50;
const PORT = benchPort(3673);

interface DatabaseFigures {
  database: DatabaseKind;
  reads: number;
  p50Ms: number;
  p99Ms: number;
  floodRequests: number;
  floodStatuses: Record<string, number>;
  withinGoal: boolean;
}

export interface PlayFloodFigures {
  goals: { getP50Ms: number };
  results: DatabaseFigures[];
  skipped: string[];
  withinGoal: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** One session of a one-instance assessment; its play token. */
async function aSession(t: TestApp): Promise<string> {
  const headers = await t.authHeader({ email: 'bench-admin@example.org', roles: ['admin'] });
  const [institute] = await t.db
    .insert(researchInstitutes)
    .values({ name: 'Flood institute' })
    .returning({ id: researchInstitutes.id });
  const [participant] = await t.db
    .insert(participants)
    .values({ subjectId: 'F-1', researchInstituteId: institute!.id })
    .returning({ id: participants.id });
  const post = async <T>(url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json() as T;
  };
  const { instance } = await post<{ instance: { id: number } }>(
    '/api/games/rule-finding/instances',
    benchInstance(1),
  );
  const { assessment } = await post<{ assessment: { id: number } }>('/api/assessments', {
    name: 'Flood',
    researchInstituteId: institute!.id,
    instanceIds: [instance.id],
  });
  const { sessions } = await post<StartSessionsResponse>('/api/sessions', {
    assessmentId: assessment.id,
    participantIds: [participant!.id],
  });
  return new URL(sessions[0]!.playUrl).pathname.split('/').at(-1)!;
}

async function measureDatabase(database: DatabaseKind, open: OpenApp): Promise<DatabaseFigures> {
  // The tablet reads every 50 ms, more than the token's limit allows a minute on a quiet machine.
  const t = await open({
    env: { PLAY_ADDRESS_RATE_LIMIT: '100000000', PLAY_TOKEN_RATE_LIMIT: '100000000' },
  });
  try {
    const token = await aSession(t);
    const origin = await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const flood = fork(fileURLToPath(new URL('./lib/flood-client.ts', import.meta.url)), [
      origin,
      String(CLIENTS),
      String(DURATION_MS),
    ]);
    const latencies: number[] = [];
    const until = performance.now() + DURATION_MS;
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/play/${token}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the tablet's read answered ${response.status}`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
    }
    const [report] = (await once(flood, 'message')) as [
      { requests: number; statuses: Record<string, number> },
    ];
    const sorted = latencies.toSorted((a, b) => a - b);
    const p50Ms = Math.round(percentile(sorted, 0.5) * 10) / 10;
    return {
      database,
      reads: latencies.length,
      p50Ms,
      p99Ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
      floodRequests: report.requests,
      floodStatuses: report.statuses,
      withinGoal: p50Ms < GET_P50_GOAL_MS,
    };
  } finally {
    await t.close();
  }
}

export async function measurePlayFlood(): Promise<PlayFloodFigures> {
  const { results, skipped } = await measureEachDatabase('play-flood', measureDatabase);
  return {
    goals: { getP50Ms: GET_P50_GOAL_MS },
    results,
    skipped,
    withinGoal: results.length > 0 && results.every((r) => r.withinGoal),
  };
}

export function playFloodRows(figures: PlayFloodFigures): string[][] {
  return figures.results.map((r) => [
    `play GET under ${CLIENTS} clients' 1 MiB bodies, ${r.database}, p50 / p99`,
    `${r.p50Ms} / ${r.p99Ms} ms (${r.reads} reads; flood ${r.floodRequests} requests, ` +
      `statuses ${JSON.stringify(r.floodStatuses)})`,
    `p50 < ${figures.goals.getP50Ms} ms`,
    r.withinGoal ? 'ok' : 'MISSED',
  ]);
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measurePlayFlood();
    return reportRows('play-flood', figures, playFloodRows(figures));
  });
}
