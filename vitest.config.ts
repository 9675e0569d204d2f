import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the browser suite (e2e/) runs under Playwright.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which is one worker on a 2-core machine; the
    // tests wait on timers and sockets often enough that every core pays off.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
