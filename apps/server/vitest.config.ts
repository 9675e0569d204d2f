import { fileURLToPath } from 'node:url';
import { defineConfig, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

// Two projects run these tests (the workspace's vitest.config.ts): 'server' on PGlite, every
// file; 'server-postgres', when TEST_DATABASE_URL is set, only the files whose behaviour depends
// on the database. A test goes in that project by its folder: repositories, services and routes
// that query (modules, identity, invitations), the provider's stored state (idp), database code
// (db) and two instances sharing one database. Tests of plugins, lib, config and logging, which
// no database changes, run once.
const DATABASE_TESTS = [
  'test/db/**/*.test.ts',
  'test/modules/**/*.test.ts',
  'test/identity/**/*.test.ts',
  'test/invitations/**/*.test.ts',
  'test/idp/**/*.test.ts',
  'test/instances/**/*.test.ts',
  // Every route with unsafe text: PostgreSQL refuses a NUL in text where JavaScript does not.
  'test/bad-input.test.ts',
];
// In those folders but the same on any database: the provider's pages, texts and password
// hashing, the privacy statement, the migration and readiness tests that always run on their own PGlite, and tests
// with a stand-in database.
const SAME_ON_EVERY_DATABASE = [
  'test/idp/{form-guard,i18n,page-escaping,page-language,page-look,password}.test.ts',
  'test/db/{pglite-readiness,session-pages,assessments-locked-migration,pending-memberships-migration}.test.ts',
  'test/modules/privacy/*.test.ts',
  'test/modules/schools/school-viewer.test.ts',
];

/**
 * The server tests on embedded PGlite, or, given `databaseUrl`, those that depend on the
 * database, on that PostgreSQL server. The tests read which from TEST_DATABASE_URL (empty for
 * PGlite): the two projects run side by side in one Vitest run, so each sets it for its own files.
 */
export function serverProject(databaseUrl?: string): TestProjectInlineConfiguration {
  return defineProject({
    test: {
      name: databaseUrl ? 'server-postgres' : 'server',
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'node',
      include: databaseUrl ? DATABASE_TESTS : ['test/**/*.test.ts'],
      exclude: databaseUrl ? SAME_ON_EVERY_DATABASE : [],
      env: { TEST_DATABASE_URL: databaseUrl ?? '' },
      // Makes the migrated database every test database starts from.
      globalSetup: ['test/global-setup.ts'],
      // Files share a worker's loaded modules: importing the whole app once per file was a third
      // of this project's time. Each file still builds its own app on its own database, so
      // nothing a file does reaches the next; module-level state lives only in an app or is
      // read-only.
      isolate: false,
      // Each file boots its own app on a fresh database; that takes a second or two.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

// Run from this folder: PostgreSQL's project when TEST_DATABASE_URL is set, else PGlite's.
export default defineConfig(serverProject(process.env.TEST_DATABASE_URL || undefined));
