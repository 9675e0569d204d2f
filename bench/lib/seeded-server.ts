// The real server on data a benchmark seeds itself: a fresh database (embedded PGlite in the
// benchmark's data folder, or with BENCH_DATABASE_URL=postgres://... a new database on that
// PostgreSQL server), migrated and seeded with the demo accounts and the benchmark's own rows
// before the production server starts on it. Afterwards the server stops and the database and
// the data folder go.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { openDatabase, type Db } from '../../apps/server/src/db/client.ts';
import { seedDemoData } from '../../apps/server/src/seed.ts';
import { freshPostgresDatabase } from '../../apps/server/test/helper.ts';
import type { DatabaseKind } from './each-database.ts';
import { startServer, stopServer, waitUntilReady } from './server.ts';

export interface SeededServerOptions {
  port: number;
  /** The embedded database's folder (DATA_DIR); removed at the end. */
  dataDir: string;
  /** Settings of the server, also read when seeding (DATA_DIR and DATABASE_URL are added). */
  env?: Record<string, string>;
  /** Pin the server to one core (lib/server.ts). */
  oneCore?: boolean;
}

/** What `measure` gets: the seed's answer, the running server and the kind of its database. */
export interface SeededServer<S> {
  seeded: S;
  server: ChildProcess;
  database: DatabaseKind;
}

/**
 * Seeds a fresh database (the demo data, then `seed`, with the config the server will read),
 * starts the server on it and runs `measure` once it is ready.
 */
export async function withSeededServer<S, R>(
  { port, dataDir, env = {}, oneCore = false }: SeededServerOptions,
  seed: (db: Db, config: Config) => Promise<S>,
  measure: (running: SeededServer<S>) => Promise<R>,
): Promise<R> {
  const postgres = process.env.BENCH_DATABASE_URL
    ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL, 'cogniplay_bench')
    : undefined;
  const serverEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  };
  const seeded = await seedDatabase(
    loadConfig({ PUBLIC_URL: `http://localhost:${port}`, ...serverEnv, NODE_ENV: 'production' }),
    seed,
  );
  const server = startServer({ port, env: serverEnv, oneCore });
  try {
    await waitUntilReady(server, port);
    return await measure({ seeded, server, database: postgres ? 'postgres' : 'pglite' });
  } finally {
    await stopServer(server);
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Migrates the database, seeds the demo data and runs `seed`, before the server starts. */
async function seedDatabase<S>(
  config: Config,
  seed: (db: Db, config: Config) => Promise<S>,
): Promise<S> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    await seedDemoData(database.db, config);
    return await seed(database.db, config);
  } finally {
    await database.close();
  }
}
