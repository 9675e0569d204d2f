// Runs the real server for a benchmark: the production entry point on the pinned Node, with an
// environment of the benchmark's own (inherited database, issuer and mail settings removed).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './paths.ts';

export interface BenchServerOptions {
  port: number;
  /** Settings on top of NODE_ENV=production, PORT, PUBLIC_URL and LOG_LEVEL=warn. */
  env: Record<string, string>;
  /** Pin the server to one core with taskset (where it exists), as API goals are per core. */
  oneCore?: boolean;
  /** Show the server's standard output (its start banner); errors always show. */
  showOutput?: boolean;
}

export function startServer({
  port,
  env,
  oneCore = false,
  showOutput = false,
}: BenchServerOptions) {
  const {
    DATABASE_URL: _database,
    OIDC_ISSUER: _issuer,
    SMTP_URL: _smtp,
    ...inherited
  } = process.env;
  const node = path.join(repoRoot, 'node_modules/.bin/node');
  const serverArgs = ['apps/server/src/server.ts'];
  const pinned = oneCore && spawnSync('taskset', ['--version']).status === 0;
  const [command, args] = pinned
    ? ['taskset', ['-c', String(os.availableParallelism() - 1), node, ...serverArgs]]
    : [node, serverArgs];
  return spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', showOutput ? 'inherit' : 'ignore', 'inherit'],
  });
}

/** Resolves once `/readyz` answers 200; throws when the server exits or takes over 60 s. */
export async function waitUntilReady(server: ChildProcess, port: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`http://localhost:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  await stopServer(server);
  throw new Error('the server was not ready after 60 s');
}

/** SIGTERM, then SIGKILL if the server has not closed after 10 s. */
/**
 * A server on a new embedded database in `dataDir` (emptied first) with the demo accounts, whose
 * password is `demoPassword`, and a login rate limit that repeated sign-ins never reach;
 * resolves once it is ready.
 */
export async function startDemoServer(
  port: number,
  dataDir: string,
  demoPassword: string,
): Promise<ChildProcess> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = startServer({
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: demoPassword,
      LOGIN_RATE_LIMIT: '1000',
    },
    showOutput: true,
  });
  await waitUntilReady(server, port);
  return server;
}

export async function stopServer(server: ChildProcess): Promise<void> {
  const running = () => server.exitCode === null;
  if (!running()) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (running()) server.kill('SIGKILL');
}
