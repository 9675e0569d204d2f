// Playwright's webServer: the real server on a fresh embedded database, removed after the run.
// Runs on the pinned Node 24 (`node_modules/.bin/node e2e/support/serve.ts` from the repository root).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { E2E_ORIGIN, E2E_PORT } from './server-env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmpDir = path.join(repoRoot, 'e2e/.tmp');
const dataDir = path.join(tmpDir, `data-${process.pid}`);

/** Whether the process that made a data folder still runs (kill with signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Folders of earlier runs that were killed before they could remove their own; a run still
// going (another checkout's suite, say) keeps its folder.
for (const entry of fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : []) {
  const pid = Number(/^data-(\d+)$/.exec(entry)?.[1]);
  if (entry.startsWith('data-') && !(pid && isRunning(pid))) {
    fs.rmSync(path.join(tmpDir, entry), { recursive: true, force: true });
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

// Always the embedded database and provider, whatever the calling shell has configured.
const { DATABASE_URL: _database, OIDC_ISSUER: _issuer, ...inherited } = process.env;
const env = {
  ...inherited,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(E2E_PORT),
  PUBLIC_URL: E2E_ORIGIN,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  DEMO_PASSWORD,
  LOG_LEVEL: 'warn',
  // The setup and the sign-in specs sign in through the real login page from the same address,
  // wrong passwords included; the default limit (10 per 15 minutes) is for people, not a suite.
  LOGIN_RATE_LIMIT: '1000',
  // The allocator `npm start` and the production image preload (`npm test` passes its path).
  ...(process.env.JEMALLOC_PATH && !('LD_PRELOAD' in inherited)
    ? { LD_PRELOAD: process.env.JEMALLOC_PATH }
    : {}),
};

// Same process group: Playwright's stop signal reaches the server directly.
const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});
// The signal reaches both; this script waits for the server to close, then removes its folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
