// Running assessments at school scale, on PGlite and then PostgreSQL (lib/each-database.ts):
// - starting one assessment for 500 participants at once (`POST /api/sessions`), server time;
// - recording: `POST /api/play/{token}/answers` at 300 answers/s for 30 s, as 600 children
//   answering every 2 s would, from one address (a school behind one router). One answer in 20
//   is sent twice, as a tablet on flaky Wi-Fi retries; the database must then hold every answer
//   exactly once: no errors, no duplicates, none lost.
// The real app listens on BENCH_PORT (default 3671); the load comes from a process of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { StartSessionsResponse, SubmitAnswerBody } from '@cogniplay/contract';
import {
  participants,
  researchInstitutes,
  gameInstances,
  sessionAnswers,
} from '../apps/server/src/db/schema/index.ts';
import type { TestApp } from '../apps/server/test/helper.ts';
import { benchInstance, contentOf } from './lib/bench-instance.ts';
import { measureEachDatabase, type DatabaseKind, type OpenApp } from './lib/each-database.ts';
import { benchPort } from './lib/port.ts';
import { reportRows, runBenchmark } from './lib/results.ts';
import { runSteadyLoad, type SteadyPost } from './lib/steady-load.ts';

const CHILDREN = 600;
const RATE = 300; // answers per second
const DURATION_S = 30;
const INSTANCES = 3;
const TARGET_ITEMS = 5; // per instance: 15 answers per child, one every 2 s for 30 s
const REPEAT_EVERY = 20; // one answer in 20 is sent a second time
const START_PARTICIPANTS = 500;
const START_RUNS = 3;
const ANSWER_P99_GOAL_MS = 20;
const START_GOAL_MS = 1000;
const PORT = benchPort(3671);

interface DatabaseFigures {
  database: DatabaseKind;
  start: { participants: number; runsMs: number[]; medianMs: number; withinGoal: boolean };
  answers: {
    sent: number;
    repeats: number;
    statusCounts: Record<string, number>;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
    sendLatenessP99Ms: number;
    /** Rows in session_answers afterwards, and distinct answers sent. */
    rows: number;
    expectedRows: number;
    withinGoal: boolean;
  };
}

export interface PlayAnswersFigures {
  goals: { answerP99Ms: number; startMs: number };
  results: DatabaseFigures[];
  skipped: string[];
  withinGoal: boolean;
}

async function seed(t: TestApp): Promise<{ instituteId: number; participantIds: number[] }> {
  const [institute] = await t.db
    .insert(researchInstitutes)
    .values({ name: 'Bench institute' })
    .returning({ id: researchInstitutes.id });
  if (!institute) throw new Error('no institute');
  const rows = await t.db
    .insert(participants)
    .values(
      Array.from({ length: CHILDREN }, (_, n) => ({
        subjectId: `B-${String(n).padStart(4, '0')}`,
        firstName: 'Bench',
        lastName: `Child ${n}`,
        researchInstituteId: institute.id,
      })),
    )
    .returning({ id: participants.id });
  await t.db.insert(gameInstances).values(
    Array.from({ length: INSTANCES }, (_, n) => ({
      game: 'rule-finding',
      sequenceNumber: n + 1,
      ...contentOf(benchInstance(n, TARGET_ITEMS)),
      itemCount: TARGET_ITEMS,
      contentHash: `bench-${n}`,
    })),
  );
  return { instituteId: institute.id, participantIds: rows.map((r) => r.id) };
}

async function post<T>(
  t: TestApp,
  url: string,
  headers: Record<string, string>,
  payload: object,
): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode !== 201) {
    throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<T>();
}

/** The answers of every child, one round of answers (one per child) after another. */
function answerPosts(tokens: string[]): { posts: SteadyPost[]; unique: number } {
  const posts: SteadyPost[] = [];
  let unique = 0;
  const now = new Date().toISOString();
  for (let round = 0; round < INSTANCES * TARGET_ITEMS; round++) {
    for (const token of tokens) {
      const body: SubmitAnswerBody = {
        position: Math.floor(round / TARGET_ITEMS),
        itemIndex: round % TARGET_ITEMS,
        response: round % 3 === 0 ? 'does_not_fit' : 'fits',
        reactionTimeMs: 800 + ((unique * 37) % 2000),
        inputType: 'touch',
        clientShownAt: now,
        clientAnsweredAt: now,
      };
      const item = { path: `/api/play/${token}/answers`, body };
      posts.push(item);
      unique += 1;
      // The retry follows a few answers later, while the first may still be in flight.
      if (unique % REPEAT_EVERY === 0) posts.splice(Math.max(0, posts.length - 3), 0, item);
    }
  }
  return { posts, unique };
}

async function measureDatabase(database: DatabaseKind, open: OpenApp): Promise<DatabaseFigures> {
  const t = await open({});
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cogniplay-bench-answers-'));
  try {
    const headers = await t.authHeader({ email: 'bench-admin@example.org', roles: ['admin'] });
    const { instituteId, participantIds } = await seed(t);
    const instanceIds = (await t.db.select({ id: gameInstances.id }).from(gameInstances)).map(
      (r) => r.id,
    );
    const { assessment } = await post<{ assessment: { id: number } }>(
      t,
      '/api/assessments',
      headers,
      { name: 'Bench assessment', researchInstituteId: instituteId, instanceIds },
    );

    const runsMs: number[] = [];
    for (let run = 0; run < START_RUNS; run++) {
      const started = performance.now();
      await post<StartSessionsResponse>(t, '/api/sessions', headers, {
        assessmentId: assessment.id,
        participantIds: participantIds.slice(0, START_PARTICIPANTS),
        // Every run starts the same children again; the first run checks for open sessions too.
        anotherAttempt: run > 0,
      });
      runsMs.push(Math.round(performance.now() - started));
    }
    const medianMs = runsMs.toSorted((a, b) => a - b)[Math.floor(START_RUNS / 2)] ?? NaN;

    const { sessions } = await post<StartSessionsResponse>(t, '/api/sessions', headers, {
      assessmentId: assessment.id,
      participantIds,
      anotherAttempt: true,
    });
    const tokens = sessions.map((s) => new URL(s.playUrl).pathname.split('/').at(-1) ?? '');
    const { posts, unique } = answerPosts(tokens);
    const postsFile = path.join(folder, 'answers.json');
    fs.writeFileSync(postsFile, JSON.stringify(posts));

    const address = await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const load = await runSteadyLoad({
      url: address,
      ratePerSecond: RATE,
      durationS: DURATION_S + 10, // the list, not the clock, ends the run
      postsFile,
    });
    // The unique key makes a second row of one answer impossible; a lost answer shows here.
    const [row] = await t.db.select({ rows: count() }).from(sessionAnswers);
    const rows = row?.rows ?? 0;
    const answers = {
      sent: load.requests,
      repeats: posts.length - unique,
      statusCounts: load.statusCounts,
      p50Ms: load.p50Ms,
      p99Ms: load.p99Ms,
      maxMs: load.maxMs,
      sendLatenessP99Ms: load.sendLatenessP99Ms,
      rows,
      expectedRows: unique,
    };
    return {
      database,
      start: {
        participants: START_PARTICIPANTS,
        runsMs,
        medianMs,
        withinGoal: Math.max(...runsMs) < START_GOAL_MS,
      },
      answers: {
        ...answers,
        withinGoal:
          answers.p99Ms < ANSWER_P99_GOAL_MS &&
          load.non2xx === 0 &&
          answers.sent === posts.length &&
          rows === unique &&
          (answers.statusCounts['201'] ?? 0) === unique,
      },
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    await t.close();
  }
}

export async function measurePlayAnswers(): Promise<PlayAnswersFigures> {
  const { results, skipped } = await measureEachDatabase('play-answers', measureDatabase);
  return {
    goals: { answerP99Ms: ANSWER_P99_GOAL_MS, startMs: START_GOAL_MS },
    results,
    skipped,
    withinGoal:
      results.length > 0 && results.every((r) => r.start.withinGoal && r.answers.withinGoal),
  };
}

export function playAnswersRows(figures: PlayAnswersFigures): string[][] {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  return figures.results.flatMap((r) => [
    [
      `start an assessment for ${r.start.participants} participants, ${r.database} (runs)`,
      `${r.start.runsMs.join(' / ')} ms`,
      `< ${figures.goals.startMs} ms`,
      verdict(r.start.withinGoal),
    ],
    [
      `POST answer at ${RATE}/s, ${r.database}, p50 / p99 / max`,
      `${r.answers.p50Ms} / ${r.answers.p99Ms} / ${r.answers.maxMs} ms ` +
        `(${r.answers.sent} sent, ${r.answers.repeats} of them repeats; statuses ` +
        `${JSON.stringify(r.answers.statusCounts)})`,
      `p99 < ${figures.goals.answerP99Ms} ms`,
      verdict(r.answers.p99Ms < figures.goals.answerP99Ms),
    ],
    [
      `  answers stored, ${r.database}`,
      `${r.answers.rows} rows for ${r.answers.expectedRows} answers`,
      'each exactly once',
      verdict(r.answers.rows === r.answers.expectedRows),
    ],
  ]);
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measurePlayAnswers();
    return reportRows('play-answers', figures, playAnswersRows(figures));
  });
}
