// `npm run bench` and `npm run bench:web`: the benchmarks, after making sure of what they
// measure: a current web build (the bundle and page figures come from apps/web/dist) and,
// for the full run, the Chromium the page benchmarks drive, the local PostgreSQL when it
// answers and nginx (the two-instance benchmark). The server's figures are taken with the
// allocator it runs with in production, jemalloc, installed like Chromium when it is missing.
// Plain ESM JavaScript so that it runs on a fresh clone before node_modules exists (see start.mjs).
import { benchEnvironment } from './lib/bench-env.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ensureJemalloc, withJemalloc } from './lib/jemalloc.mjs';
import { runOrThrow } from './lib/process.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const webOnly = process.argv.includes('--web');

await ensureDependencies();
await ensureWebBuild();
const env = webOnly
  ? process.env
  : withJemalloc(
      { ...(await benchEnvironment()), CHROMIUM_PATH: await ensureChromium() },
      await ensureJemalloc(),
    );
await runOrThrow('npm', ['run', webOnly ? 'bench:web' : 'bench', '-w', '@cogniplay/bench'], {
  env,
});
