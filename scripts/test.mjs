// `npm test`: every check and test suite, in CI's order, failing fast, with each step's time.
//   install guard -> typecheck and format, with the lint beside them -> run-script tests
//   -> unit + server tests on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (with two
//   instances behind nginx) -> the lint's result -> web build -> JavaScript budgets -> Playwright
// Plain ESM JavaScript so that it runs on a fresh clone before node_modules exists (see start.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { ensureHeadlessShell } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ensureJemalloc } from './lib/jemalloc.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { pinnedNode, repoRoot } from './lib/paths.mjs';
import { runHeldBack, runOrThrow, runSideBySide } from './lib/process.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

/** The lint, started beside the type check (below) and waited for after the Vitest run. */
let lint;
/** Ends the lint when the run stops before its result is read. */
const stopBackground = new AbortController();

const steps = [
  { name: 'dependencies', run: ensureDependencies },
  {
    // The lint starts with the type check and Prettier and runs on beside the tests after them:
    // its typed rules run on one thread for longer than the other two take, and waiting for it
    // left a core idle for most of this step.
    name: 'typecheck, format (the lint beside them)',
    run: () => {
      lint = runHeldBack(
        { name: 'lint', command: 'npm', args: ['run', 'lint'] },
        { signal: stopBackground.signal },
      );
      return runSideBySide([
        { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
        { name: 'format', command: 'npm', args: ['run', 'format:check'] },
      ]);
    },
  },
  {
    name: 'run-script tests (node --test)',
    run: () => runOrThrow(pinnedNode, ['--test', ...scriptTests()]),
  },
  {
    name: 'unit + server tests (PGlite, and PostgreSQL when set)',
    // One Vitest run (vitest.config.ts says why): with TEST_DATABASE_URL set it includes the
    // 'server-postgres' project, whose two-instance test puts nginx in front of two servers.
    run: async () => {
      const env = process.env.TEST_DATABASE_URL
        ? { ...process.env, NGINX_PATH: await ensureNginx() }
        : process.env;
      await runOrThrow('npx', ['vitest', 'run'], { env });
    },
  },
  {
    name: 'lint (waiting for it)',
    run: async () => {
      const { status, seconds } = await lint;
      if (status !== 0) throw new Error(`\`npm run lint\` failed with exit code ${status}`);
      return `passed (it ran ${seconds.toFixed(1)} s beside the steps above)`;
    },
  },
  { name: 'web build', run: ensureWebBuild },
  {
    name: 'JavaScript budgets of the first loads',
    run: () => runOrThrow(pinnedNode, ['bench/web-bundle.ts', '--check']),
  },
  {
    name: "end-to-end (Playwright, Chromium's headless shell)",
    run: async () => {
      const shell = await ensureHeadlessShell();
      // The suite's server runs with the allocator of `npm start` and the production image.
      const jemalloc = await ensureJemalloc();
      await runOrThrow('npm', ['run', 'test:e2e'], {
        env: { ...process.env, CHROMIUM_HEADLESS_SHELL_PATH: shell, JEMALLOC_PATH: jemalloc },
      });
    },
  },
];

const results = [];
let failed = false;
for (const step of steps) {
  if (failed) {
    results.push({ name: step.name, status: 'not run', seconds: null });
    continue;
  }
  if (step.skip) {
    results.push({ name: step.name, status: `skipped (${step.skip})`, seconds: null });
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  try {
    // The install and build guards answer false when there was nothing to do; a step may also
    // answer its own status.
    const outcome = await step.run();
    const status =
      typeof outcome === 'string' ? outcome : outcome === false ? 'up to date' : 'passed';
    results.push({ name: step.name, status, seconds: elapsed(started) });
  } catch (error) {
    console.error(`✖ ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
    results.push({ name: step.name, status: 'FAILED', seconds: elapsed(started) });
    failed = true;
  }
}

stopBackground.abort();
printSummary(results);
process.exit(failed ? 1 : 0);

/** The tests of these run scripts (scripts/lib/*.test.mjs); they use Node's own test runner. */
function scriptTests() {
  const dir = path.join(repoRoot, 'scripts/lib');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join(dir, name));
}

function elapsed(started) {
  return (performance.now() - started) / 1000;
}

function printSummary(rows) {
  const width = Math.max(...rows.map((r) => r.name.length));
  const total = rows.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  console.log('\nnpm test summary');
  for (const r of rows) {
    const time = r.seconds === null ? '' : `${r.seconds.toFixed(1).padStart(7)} s`;
    console.log(`  ${r.name.padEnd(width)}  ${time.padEnd(9)}  ${r.status}`);
  }
  console.log(
    `  ${'total'.padEnd(width)}  ${`${total.toFixed(1).padStart(7)} s`}  ${failed ? 'FAILED' : 'passed'}`,
  );
}
