import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the browser suite (e2e/) runs under Playwright.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
