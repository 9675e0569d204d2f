import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/vitest.config.ts';

const WEB_TESTS = 'src/**/*.test.{ts,tsx}';
// The web tests share each worker's jsdom and loaded modules (isolate: false): a fresh jsdom and
// a fresh import of React, the router and the components for every file were four fifths of that
// project's time. A file that swaps a module for a stand-in (vi.mock) runs isolated instead, since
// another file in its worker may have loaded the real module, or its own stand-in, first (for the
// API, stubApi in src/test/stub-api.ts keeps a file shared). Module state the shared files leave
// behind is reset after each test (setup.ts: open toasts dismissed).
const WEB_TESTS_WITH_MOCKS = testFilesContaining('apps/web/src', 'vi.mock(').map((file) =>
  path.relative('apps/web', file),
);

// The server tests on PostgreSQL too when TEST_DATABASE_URL is set (CI's .ci/run sets it).
// In the same run as the rest, their waits on the database server leave no core idle.
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;

// Unit and API tests of every workspace; the browser suite (e2e/) runs under Playwright.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which is one worker on a 2-core machine; the
    // tests wait on timers and sockets often enough that every core pays off.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      serverProject(),
      ...(databaseUrl ? [serverProject(databaseUrl)] : []),
      {
        extends: 'apps/web/vite.config.ts',
        root: 'apps/web',
        test: { name: 'web', include: [WEB_TESTS], exclude: WEB_TESTS_WITH_MOCKS, isolate: false },
      },
      {
        extends: 'apps/web/vite.config.ts',
        root: 'apps/web',
        test: { name: 'web-mocks', include: WEB_TESTS_WITH_MOCKS },
      },
    ],
  },
});

/** The test files under `dir` whose text contains `text`. */
function testFilesContaining(dir: string, text: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => fs.readFileSync(file, 'utf8').includes(text));
}
