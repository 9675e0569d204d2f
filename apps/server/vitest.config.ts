import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Makes the migrated database every test database starts from.
    globalSetup: ['test/global-setup.ts'],
    // Each file boots its own app on a fresh in-memory PGlite; that takes a second or two.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
