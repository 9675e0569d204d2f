// Once per test run: a migrated database that every test database starts from (test/helper.ts).
// On PGlite, a migrated in-memory database dumped to a file (skips initdb and the migrations,
// about two seconds per database); on PostgreSQL (TEST_DATABASE_URL), a migrated database that
// `CREATE DATABASE … TEMPLATE` copies, so no test app runs the migrations again.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as postgresMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** The variable test/helper.ts reads the PGlite template's path from. */
export const TEMPLATE_VARIABLE = 'COGNIPLAY_TEST_PGLITE_TEMPLATE';
/** The variable test/helper.ts reads the PostgreSQL template database's name from. */
export const POSTGRES_TEMPLATE_VARIABLE = 'COGNIPLAY_TEST_POSTGRES_TEMPLATE';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

// Test files run in child processes started after every project's setup, so they inherit the
// variables set here. Which database is the project's own (vitest.config.ts).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = project.config.env.TEST_DATABASE_URL;
  return baseUrl ? postgresTemplate(baseUrl) : pgliteTemplate();
}

async function pgliteTemplate(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cogniplay-test-template-'));
  const client = new PGlite();
  await pgliteMigrate(pgliteDrizzle(client), { migrationsFolder });
  // The tests' database only: the two template databases beside it made every copy 16 MB larger
  // and each test database a quarter slower to open, and nothing creates a database on PGlite.
  for (const template of ['template0', 'template1']) {
    await client.exec(`alter database ${template} is_template false`);
    await client.exec(`drop database ${template}`);
  }
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  process.env[TEMPLATE_VARIABLE] = file;
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

async function postgresTemplate(baseUrl: string): Promise<() => Promise<void>> {
  const name = `cogniplay_test_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // A template must have no session open when it is copied: this client ends before any test.
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await postgresMigrate(postgresDrizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
  process.env[POSTGRES_TEMPLATE_VARIABLE] = name;
  return async () => {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  };
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
