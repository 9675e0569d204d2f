// Exporting 1,000,000 answers as the trials CSV, on PGlite and then PostgreSQL
// (lib/each-database.ts): time to the first byte and to the last, and the server's memory growth
// while it streams. Then the same export again, read at 15 KB/s as a slow school network would,
// while children answer (20 answers/s) and a load balancer asks /readyz (10/s): their p99 while
// the export is read from the database and the first seconds of its sending. The answers are
// written by SQL (20,000 complete sessions of 10 instances × 5 target items); the app listens on
// BENCH_PORT (default 3672) and the file is read over HTTP, uncompressed, and thrown away.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { StartSessionsResponse, SubmitAnswerBody } from '@cogniplay/contract';
import { gameInstances, researchInstitutes } from '../apps/server/src/db/schema/index.ts';
import type { TestApp } from '../apps/server/test/helper.ts';
import { seedAnsweredSessions } from '../apps/server/test/seed-answers.ts';
import { benchInstance, contentOf } from './lib/bench-instance.ts';
import { measureEachDatabase, type DatabaseKind, type OpenApp } from './lib/each-database.ts';
import { benchPort } from './lib/port.ts';
import { reportRows, runBenchmark } from './lib/results.ts';
import { runSteadyLoad, type SteadyLoadResult, type SteadyPost } from './lib/steady-load.ts';

const INSTANCES = 10;
const TARGET_ITEMS = 5;
const SESSIONS = 20_000; // × 50 answers = 1,000,000
const PARTICIPANTS = 2_000;
// The file is read from the database whole before its first byte is sent (lib/spooled-file.ts):
// the first byte waits for the database's part, the whole file adds the sending.
const FIRST_BYTE_GOAL_MS = 15_000;
const WHOLE_GOAL_MS = 20_000;
const MEMORY_GOAL_MB = 100;
const SLOW_READER_BYTES_PER_S = 15_000;
const BESIDE_ANSWERS_PER_S = 20;
const BESIDE_READYZ_PER_S = 10;
/** Seconds of load beside the slow download, past the first byte of the fast one. */
const BESIDE_EXTRA_S = 5;
const BESIDE_CHILDREN = 100;
const BESIDE_P99_GOAL_MS = 100;
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
  /** Beside the download read at 15 KB/s: answers and /readyz, their p99. */
  beside: {
    seconds: number;
    answers: { sent: number; p99Ms: number; non2xx: number };
    readyz: { sent: number; p99Ms: number; non2xx: number };
    withinGoal: boolean;
  };
  withinGoal: boolean;
}

export interface ExportTrialsFigures {
  goals: { firstByteMs: number; wholeMs: number; memoryGrowthMb: number; besideP99Ms: number };
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
    .insert(gameInstances)
    .values(
      Array.from({ length: INSTANCES }, (_, n) => ({
        game: 'rule-finding',
        sequenceNumber: n + 1,
        ...contentOf(benchInstance(n, TARGET_ITEMS)),
        itemCount: TARGET_ITEMS,
        contentHash: `bench-export-${n}`,
      })),
    )
    .returning({ id: gameInstances.id });
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
  const answers = await seedAnsweredSessions(t.db, {
    assessmentId,
    participantIds,
    sessions: SESSIONS,
  });
  return { answers, assessmentId, participantIds };
}

/** Play links of children who play beside the slow download, and each one's answers in turn. */
async function playAnswers(
  t: TestApp,
  headers: Record<string, string>,
  assessmentId: number,
  participantIds: number[],
): Promise<SteadyPost[]> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers,
    payload: {
      assessmentId,
      participantIds: participantIds.slice(0, BESIDE_CHILDREN),
      anotherAttempt: true,
    },
  });
  const { sessions } = started.json<StartSessionsResponse>();
  const now = new Date().toISOString();
  const posts: SteadyPost[] = [];
  for (let round = 0; round < INSTANCES * TARGET_ITEMS; round++) {
    for (const session of sessions) {
      const token = new URL(session.playUrl).pathname.split('/').at(-1) ?? '';
      const body: SubmitAnswerBody = {
        position: Math.floor(round / TARGET_ITEMS),
        itemIndex: round % TARGET_ITEMS,
        response: round % 3 === 0 ? 'does_not_fit' : 'fits',
        reactionTimeMs: 900,
        inputType: 'touch',
        clientShownAt: now,
        clientAnsweredAt: now,
      };
      posts.push({ path: `/api/play/${token}/answers`, body });
    }
  }
  return posts;
}

/**
 * Reads the URL at `bytesPerS` (pausing after each chunk for as long as the rate allows) until
 * stopped; resolves when the first byte arrived.
 */
function slowDownload(url: string, bytesPerS: number) {
  let stop = () => {};
  const firstByte = new Promise<void>((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`answered ${response.statusCode}`));
      response.on('data', (chunk: Buffer) => {
        resolve();
        response.pause();
        setTimeout(() => response.resume(), (chunk.length / bytesPerS) * 1000);
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    stop = () => request.destroy();
  });
  return { firstByte, stop: () => stop() };
}

const p99Of = (result: SteadyLoadResult) => ({
  sent: result.requests,
  p99Ms: Math.round(result.p99Ms),
  non2xx: result.non2xx,
});

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
    const { answers, assessmentId, participantIds } = await seed(t, headers);
    const seedS = (performance.now() - seeding) / 1000;
    const posts = await playAnswers(t, headers, assessmentId, participantIds);
    const origin = await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const ticket = async () => {
      const asked = await fetch(`${origin}/api/exports`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ file: 'trials.csv' }),
      });
      return `${origin}${((await asked.json()) as { url: string }).url}`;
    };

    globalThis.gc?.();
    const rssBefore = process.memoryUsage.rss();
    const result = await download(await ticket());

    const seconds = Math.ceil(result.firstByteMs / 1000) + BESIDE_EXTRA_S;
    const postsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-bench-')), 'a');
    fs.writeFileSync(postsFile, JSON.stringify(posts));
    const slow = slowDownload(await ticket(), SLOW_READER_BYTES_PER_S);
    const [answerLoad, readyzLoad] = await Promise.all([
      runSteadyLoad({
        url: origin,
        ratePerSecond: BESIDE_ANSWERS_PER_S,
        durationS: seconds,
        postsFile,
      }),
      runSteadyLoad({
        url: `${origin}/readyz`,
        ratePerSecond: BESIDE_READYZ_PER_S,
        durationS: seconds,
        seed: 2,
      }),
    ]);
    slow.stop();
    fs.rmSync(path.dirname(postsFile), { recursive: true, force: true });
    const beside = { seconds, answers: p99Of(answerLoad), readyz: p99Of(readyzLoad) };
    const figures = {
      database,
      answers,
      seedS: Math.round(seedS),
      bytes: result.bytes,
      lines: result.lines,
      firstByteMs: Math.round(result.firstByteMs),
      wholeMs: Math.round(result.wholeMs),
      memoryGrowthMb: Math.round((result.peakRss - rssBefore) / MB),
      beside: {
        ...beside,
        withinGoal:
          beside.answers.p99Ms < BESIDE_P99_GOAL_MS &&
          beside.readyz.p99Ms < BESIDE_P99_GOAL_MS &&
          beside.answers.non2xx === 0 &&
          beside.readyz.non2xx === 0,
      },
    };
    return {
      ...figures,
      withinGoal:
        figures.lines === answers + 1 &&
        figures.firstByteMs < FIRST_BYTE_GOAL_MS &&
        figures.wholeMs < WHOLE_GOAL_MS &&
        figures.memoryGrowthMb < MEMORY_GOAL_MB &&
        figures.beside.withinGoal,
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
      besideP99Ms: BESIDE_P99_GOAL_MS,
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
    ...(['answers', 'readyz'] as const).map((kind) => [
      `  read at 15 KB/s: ${kind === 'answers' ? 'an answer' : '/readyz'} p99 (${r.beside[kind].sent} in ${r.beside.seconds} s, ${r.beside[kind].non2xx} not 2xx)`,
      `${r.beside[kind].p99Ms} ms`,
      `< ${figures.goals.besideP99Ms} ms`,
      verdict(r.beside[kind].p99Ms < figures.goals.besideP99Ms && r.beside[kind].non2xx === 0),
    ]),
  ]);
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureExportTrials();
    return reportRows('export-trials', figures, exportTrialsRows(figures));
  });
}
