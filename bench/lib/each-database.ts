// Runs one measurement on each database the app supports: PGlite on disk first (as `npm start`
// uses it), then PostgreSQL when BENCH_DATABASE_URL (default: the local server) answers. Both
// open the app through the server tests' factory; for PostgreSQL it creates and drops a fresh
// database of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../apps/server/test/helper.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type OpenApp = (options: TestAppOptions) => Promise<TestApp>;

/** Whether a PostgreSQL server accepts a connection at `url` within 2 s. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `measure` with TEST_DATABASE_URL set to `url`, or unset, restoring it afterwards. */
async function withTestDatabaseUrl<R>(url: string | undefined, measure: () => Promise<R>) {
  const saved = process.env.TEST_DATABASE_URL;
  if (url === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = url;
  try {
    return await measure();
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}

/** The figures of each database measured, and why a database was skipped. */
export async function measureEachDatabase<R>(
  name: string,
  measure: (database: DatabaseKind, open: OpenApp) => Promise<R>,
): Promise<{ results: R[]; skipped: string[] }> {
  const results: R[] = [];
  const skipped: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cogniplay-bench-${name}-`));
  try {
    results.push(
      await withTestDatabaseUrl(undefined, () =>
        measure('pglite', (options) =>
          buildTestApp({ ...options, env: { ...options.env, DATA_DIR: dataDir } }),
        ),
      ),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const postgresUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresReachable(postgresUrl)) {
    results.push(await withTestDatabaseUrl(postgresUrl, () => measure('postgres', buildTestApp)));
  } else {
    skipped.push(`postgres: no server at ${withoutCredentials(postgresUrl)}`);
  }
  return { results, skipped };
}

/** A database URL fit to print: without user and password. */
export function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@]*@/, '//');
}
