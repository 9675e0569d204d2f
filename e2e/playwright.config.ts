import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';
import { E2E_ORIGIN, E2E_PORT } from './support/server-env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The production build (apps/web/dist, built by `npm test` before this suite) served by the real
// server on a fresh embedded database, in Debian's Chromium.
export default defineConfig({
  testDir: './specs',
  outputDir: './.tmp/test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Twice the two cores: the tests wait on the server, the network and timers often enough that
  // three workers still left the processor idle about a tenth of the time (the suite took 251 and
  // 253 s with three, 225 and 231 s with four, 236 s with five, back to back).
  workers: 4,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './.tmp/report' }]]
    : 'list',
  // Room for a slow machine: on 2026-11-25 this VM ran the same work about three times slower
  // than two days before (bench/README.md), and flows that load the 1 MB JSON editor or sign in
  // twice then ran past 30 s. Assertions stay the same; only the waiting is longer.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_ORIGIN,
    locale: 'en-GB',
    // A trace records a screencast and DOM snapshots of every action: recording one for every test
    // cost a sixth of the suite's time. CI retries a failed test once, with its trace.
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_LAUNCH,
  },
  // Each role signs in through the real login page once per run ('setup'); the specs that are not
  // about signing in start from the saved state (support/signed-in.ts, README.md).
  projects: [
    { name: 'setup', testDir: './setup', testMatch: /\.setup\.ts$/ },
    { name: 'e2e', dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node_modules/.bin/node e2e/support/serve.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
