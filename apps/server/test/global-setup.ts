// Once per test run: a migrated in-memory PGlite, dumped to a file that every test database
// starts from (test/helper.ts). Starting from it skips PGlite's initdb and the migrations,
// about two seconds per database. Not made when the tests run on PostgreSQL.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The variable test/helper.ts reads the template's path from. */
export const TEMPLATE_VARIABLE = 'COGNIPLAY_TEST_PGLITE_TEMPLATE';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cogniplay-test-template-'));
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  // Test files run in child processes started after this, so they inherit the variable.
  process.env[TEMPLATE_VARIABLE] = file;
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
