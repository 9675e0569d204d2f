// `npm start`: install dependencies when missing, build the web app when its sources changed, then
// run the server (which migrates, seeds the demo data and prints the URL and the demo sign-ins).
//
// Plain ESM JavaScript on purpose: on a fresh clone node_modules (and with it the pinned Node 24)
// does not exist yet, so this file runs on the machine's own Node (20 or newer). The server itself
// always runs on the pinned Node 24.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { JEMALLOC_DEFAULT_PATH, findJemalloc, withJemalloc } from './lib/jemalloc.mjs';
import { pinnedNode, repoRoot } from './lib/paths.mjs';
import { exitCodeOf } from './lib/process.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

try {
  await ensureDependencies();
  await ensureWebBuild();
} catch (error) {
  console.error(`[cogniplay] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (!fs.existsSync(pinnedNode)) {
  console.error(
    `[cogniplay] ${pinnedNode} is missing: run \`npm ci\` (it installs Node 24 from the "node" package).`,
  );
  process.exit(1);
}

const jemalloc = findJemalloc();
if (!jemalloc && process.platform === 'linux') {
  console.log(
    `[cogniplay] ${process.env.JEMALLOC_PATH || JEMALLOC_DEFAULT_PATH} not found: the server runs with the C library's allocator, ` +
      'which keeps hundreds of MB more (Debian: apt-get install libjemalloc2).',
  );
}

// The server gets its own process group, so a Ctrl+C in the terminal reaches it only through the
// forwarding below. Otherwise it would see each press twice and treat the second as "stop now".
const server = spawn(pinnedNode, ['apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: withJemalloc(process.env, jemalloc),
  stdio: 'inherit',
  detached: true,
});

// npm also passes the terminal's signal on to this process, so one press arrives here twice within
// moments; repeats within DUPLICATE_WINDOW_MS are that echo, later ones a deliberate second press.
const DUPLICATE_WINDOW_MS = 500;
const lastForwarded = new Map();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const now = Date.now();
    if (now - (lastForwarded.get(signal) ?? -Infinity) < DUPLICATE_WINDOW_MS) return;
    lastForwarded.set(signal, now);
    server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[cogniplay] could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
