// Exporting 1,000,000 answers as the trials CSV, on PGlite and then PostgreSQL
// (lib/each-database.ts): time to the first byte and to the last, the server's memory growth
// while it streams, and how long another request waits meanwhile. The answers are written by
// SQL (20,000 complete sessions of 10 instances × 5 target items); the app listens on
// BENCH_PORT (default 3672) and the file is read over HTTP, uncompressed, and thrown away.
import http from 'node:http';
import { researchInstitutes, ruleFindingInstances } from '../apps/server/src/db/schema/index.ts';
import type { TestApp } from '../apps/server/test/helper.ts';
import { seedAnsweredSessions } from '../apps/server/test/seed-answers.ts';
import { benchInstance } from './lib/bench-instance.ts';
import { measureEachDatabase, type DatabaseKind, type OpenApp } from './lib/each-database.ts';
import { benchPort } from './lib/port.ts';
import { reportRows, runBenchmark } from './lib/results.ts';

const INSTANCES = 10;
const TARGET_ITEMS = 5;
const SESSIONS = 20_000; // × 50 answers = 1,000,000
const PARTICIPANTS = 2_000;
// The file is read from the database whole before its first byte is sent (lib/spooled-file.ts):
// the first byte waits for the database's part, the whole file adds the sending.
const FIRST_BYTE_GOAL_MS = 15_000;
const WHOLE_GOAL_MS = 20_000;
const MEMORY_GOAL_MB = 100;
const PORT = benchPort(3672);
const MB = 2 ** 20;

interface DatabaseFigures {
  database: DatabaseKind;
  answers: number;
  seedS: number;
  bytes: number;
  lines: number;
  firstByteMs: number;
  wholeMs: number;
  /** Peak resident memory while streaming, over the resident memory just before. */
  memoryGrowthMb: number;
  /** A small API request made 1 s into the export: its time. */
  otherRequestMs: number;
  withinGoal: boolean;
}

export interface ExportTrialsFigures {
  goals: { firstByteMs: number; wholeMs: number; memoryGrowthMb: number };
  results: DatabaseFigures[];
  skipped: string[];
  withinGoal: boolean;
}

async function seed(t: TestApp, headers: Record<string, string>) {
  const [institute] = await t.db
    .insert(researchInstitutes)
    .values({ name: 'Bench institute' })
    .returning({ id: researchInstitutes.id });
  if (!institute) throw new Error('no institute');
  const instances = await t.db
    .insert(ruleFindingInstances)
    .values(
      Array.from({ length: INSTANCES }, (_, n) => ({
        sequenceNumber: n + 1,
        ...benchInstance(n, TARGET_ITEMS),
        contentHash: `bench-export-${n}`,
      })),
    )
    .returning({ id: ruleFindingInstances.id });
  const participantIds: number[] = [];
  for (let n = 0; n < PARTICIPANTS; n++) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/participants',
      headers,
      payload: { subjectId: `E-${n}`, researchInstituteId: institute.id },
    });
    participantIds.push(created.json<{ participant: { id: number } }>().participant.id);
  }
  const assessment = await t.app.inject({
    method: 'POST',
    url: '/api/assessments',
    headers,
    payload: {
      name: 'Bench export',
      researchInstituteId: institute.id,
      instanceIds: instances.map((i) => i.id),
    },
  });
  const assessmentId = assessment.json<{ assessment: { id: number } }>().assessment.id;
  return seedAnsweredSessions(t.db, { assessmentId, participantIds, sessions: SESSIONS });
}

/** Downloads the URL, counting bytes and lines, sampling this process's memory meanwhile. */
function download(url: string) {
  return new Promise<{
    firstByteMs: number;
    wholeMs: number;
    bytes: number;
    lines: number;
    peakRss: number;
  }>((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = NaN;
    let bytes = 0;
    let lines = 0;
    let peakRss = process.memoryUsage.rss();
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 50);
    http
      .get(url, (response) => {
        if (response.statusCode !== 200)
          reject(new Error(`download answered ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        response.on('end', () => {
          clearInterval(sampler);
          resolve({ firstByteMs, wholeMs: performance.now() - started, bytes, lines, peakRss });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function measureDatabase(database: DatabaseKind, open: OpenApp): Promise<DatabaseFigures> {
  const t = await open({});
  try {
    const headers = await t.authHeader({ email: 'bench-admin@example.org', roles: ['admin'] });
    const seeding = performance.now();
    const answers = await seed(t, headers);
    const seedS = (performance.now() - seeding) / 1000;
    const origin = await t.app.listen({ port: PORT, host: '127.0.0.1' });

    const asked = await fetch(`${origin}/api/exports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'trials.csv' }),
    });
    const { url } = (await asked.json()) as { url: string };
    globalThis.gc?.();
    const rssBefore = process.memoryUsage.rss();
    const whole = download(`${origin}${url}`);
    // Another request while the export streams: on PGlite it waits for the one connection.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const other = performance.now();
    await fetch(`${origin}/api/assessments`, { headers });
    const otherRequestMs = Math.round(performance.now() - other);
    const result = await whole;
    const figures = {
      database,
      answers,
      seedS: Math.round(seedS),
      bytes: result.bytes,
      lines: result.lines,
      firstByteMs: Math.round(result.firstByteMs),
      wholeMs: Math.round(result.wholeMs),
      memoryGrowthMb: Math.round((result.peakRss - rssBefore) / MB),
      otherRequestMs,
    };
    return {
      ...figures,
      withinGoal:
        figures.lines === answers + 1 &&
        figures.firstByteMs < FIRST_BYTE_GOAL_MS &&
        figures.wholeMs < WHOLE_GOAL_MS &&
        figures.memoryGrowthMb < MEMORY_GOAL_MB,
    };
  } finally {
    await t.close();
  }
}

export async function measureExportTrials(): Promise<ExportTrialsFigures> {
  const { results, skipped } = await measureEachDatabase('export-trials', measureDatabase);
  return {
    goals: {
      firstByteMs: FIRST_BYTE_GOAL_MS,
      wholeMs: WHOLE_GOAL_MS,
      memoryGrowthMb: MEMORY_GOAL_MB,
    },
    results,
    skipped,
    withinGoal: results.length > 0 && results.every((r) => r.withinGoal),
  };
}

export function exportTrialsRows(figures: ExportTrialsFigures): string[][] {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  return figures.results.flatMap((r) => [
    [
      `trials CSV of ${r.answers} answers, ${r.database}: first byte`,
      `${r.firstByteMs} ms`,
      `< ${figures.goals.firstByteMs} ms`,
      verdict(r.firstByteMs < figures.goals.firstByteMs),
    ],
    [
      `  whole file (${(r.bytes / MB).toFixed(0)} MB, ${r.lines} lines)`,
      `${(r.wholeMs / 1000).toFixed(1)} s`,
      `< ${figures.goals.wholeMs / 1000} s`,
      verdict(r.wholeMs < figures.goals.wholeMs && r.lines === r.answers + 1),
    ],
    [
      '  server memory growth while streaming',
      `${r.memoryGrowthMb} MB`,
      `< ${figures.goals.memoryGrowthMb} MB`,
      verdict(r.memoryGrowthMb < figures.goals.memoryGrowthMb),
    ],
    [`  another API request during the export`, `${r.otherRequestMs} ms`, '(informative)', ''],
  ]);
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureExportTrials();
    return reportRows('export-trials', figures, exportTrialsRows(figures));
  });
}
