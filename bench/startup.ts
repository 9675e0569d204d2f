// Time from spawning `npm start` (as a user types it) to /readyz answering 200, on an already
// built tree with an existing embedded database. One unmeasured warm-up run first builds what is
// missing and creates and seeds the database; then RUNS measured runs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './lib/paths.ts';
import { runBenchmark, writeResult } from './lib/results.ts';
import { benchPort } from './lib/port.ts';
import { printTable } from './lib/table.ts';

const RUNS = 5;
const GOAL_MS = 3000;
const PORT = benchPort(3401);
const dataDir = path.join(os.tmpdir(), 'cogniplay-bench-startup');

export interface StartupFigures {
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  goalMs: number;
  withinGoal: boolean;
}

export async function measureStartup(): Promise<StartupFigures> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await timeStart(120_000); // warm-up: may build the web app, creates and seeds the database
  const runsMs: number[] = [];
  for (let i = 0; i < RUNS; i++) runsMs.push(await timeStart(30_000));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const sorted = [...runsMs].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const maxMs = sorted.at(-1) ?? NaN;
  return { runsMs, medianMs, maxMs, goalMs: GOAL_MS, withinGoal: maxMs < GOAL_MS };
}

/** Spawns `npm start`, returns the milliseconds until /readyz answered 200, then stops it. */
async function timeStart(timeoutMs: number): Promise<number> {
  const { DATABASE_URL: _db, OIDC_ISSUER: _issuer, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const started = performance.now();
  // Own process group, so that stopping it reaches npm, the start script and the server alike.
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited with ${child.exitCode}:\n${output.join('')}`);
      if (await isReady()) return performance.now() - started;
      await sleep(20);
    }
    throw new Error(`not ready after ${timeoutMs} ms:\n${output.join('')}`);
  } finally {
    await stop(child, exited);
  }
}

async function isReady(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}/readyz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  process.kill(-child.pid, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) process.kill(-child.pid, 'SIGKILL');
  await exited;
}

export function printStartup(figures: StartupFigures): void {
  printTable(
    ['benchmark', 'runs', 'median ms', 'max ms', 'goal ms', 'result'],
    [
      [
        'npm start -> /readyz 200',
        figures.runsMs.length,
        Math.round(figures.medianMs),
        Math.round(figures.maxMs),
        figures.goalMs,
        figures.withinGoal ? 'ok' : 'OVER GOAL',
      ],
    ],
  );
}

if (import.meta.main) {
  await runBenchmark(async () => {
    const figures = await measureStartup();
    printStartup(figures);
    console.log(`\nwrote ${writeResult('startup', { unit: 'ms', ...figures })}`);
    return figures.withinGoal;
  });
}
