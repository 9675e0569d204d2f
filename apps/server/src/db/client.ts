// One Drizzle client over node-postgres, to either embedded PGlite (default, persisted in
// DATA_DIR, run in its own thread: db/embedded-pglite.ts) or PostgreSQL (DATABASE_URL). Both are
// reached the same way and share one set of migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Config } from '../config.ts';
import { type EmbeddedPglite, startEmbeddedPglite } from './embedded-pglite.ts';
import { poolProgress, progressReadiness } from './pglite-readiness.ts';
import { queryRows } from './query-rows.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every repository receives; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: Config['database']['kind'];
  /** Apply pending migrations (serialised across instances by an advisory lock). */
  migrate(): Promise<void>;
  /**
   * True when the database answers and every migration is applied. On PGlite, while other work
   * is in flight: when it completed a statement lately (db/pglite-readiness.ts).
   */
  isReady(): Promise<boolean>;
  /** The connection pool now: connections open, of them idle, and queries waiting for one. */
  poolUse(): { open: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);
// Arbitrary constant key for pg_advisory_lock: only one instance migrates at a time.
const MIGRATION_LOCK_KEY = 727_001;
/** How long start-up waits for PostgreSQL to accept a connection (a silent listener never does). */
const CONNECT_TIMEOUT_MS = 4_000;
/** How long a request waits for a pooled PostgreSQL connection before it fails. */
const POOL_WAIT_MS = 5_000;

export interface OpenOptions {
  /**
   * A data-folder dump (`PGlite.dumpDataDir`) that an in-memory PGlite starts from, skipping
   * its initdb: the tests' migrated template (test/global-setup.ts).
   */
  pgliteTemplate?: string | undefined;
  /**
   * PGlite's WebAssembly, compiled already: the tests open many databases in one process, and
   * compiling it was most of each one's start.
   */
  pgliteWasmModule?: WebAssembly.Module | undefined;
}

export async function openDatabase(
  config: Config['database'],
  { pgliteTemplate, pgliteWasmModule }: OpenOptions = {},
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  let pool: Pool;
  let embedded: EmbeddedPglite | undefined;
  if (config.kind === 'postgres') {
    // One connection first, with a deadline: a wrong address then fails at once with its cause.
    const probe = new pg.Client({
      connectionString: config.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    try {
      await probe.connect();
    } finally {
      await probe.end().catch(() => {});
    }
    pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      // A request waits at most this long for a connection (a full pool, or a database that
      // cannot be reached); then it fails with 503 instead of hanging (plugins/errors.ts).
      connectionTimeoutMillis: POOL_WAIT_MS,
    });
    // A connection that breaks while idle (the database restarted, a proxy cut it) is dropped
    // by the pool and the next query opens a new one. Without a listener the pool's 'error'
    // event would end the process.
    pool.on('error', () => {});
  } else {
    // 'memory://' keeps the database in memory (tests); anything else is a folder on disk.
    // On a fresh clone ./data does not exist yet; PGlite creates only its own last folder.
    const inMemory = config.dataDir === 'memory://';
    if (!inMemory) await mkdir(config.dataDir, { recursive: true });
    embedded = await startEmbeddedPglite(
      inMemory ? config.dataDir : path.join(config.dataDir, 'pglite'),
      { template: inMemory ? pgliteTemplate : undefined, wasmModule: pgliteWasmModule },
    );
    // PGlite is a single session, so a single connection that is never closed for idleness.
    // A request waits for it as for PostgreSQL's pool: at most POOL_WAIT_MS, then 503.
    pool = new pg.Pool({
      ...embedded.connection,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: POOL_WAIT_MS,
    });
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  const migrationsCheck = () => migrationsApplied(db);
  return {
    db,
    kind: config.kind,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    isReady: embedded
      ? progressReadiness(poolProgress(pool, embedded.lastMessageAt), migrationsCheck)
      : migrationsCheck,
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await endPool(pool);
      await embedded?.stop();
    },
  };
}

/** Ends the pool once every connection has closed (pool.end() resolves before that). */
async function endPool(pool: Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

let expectedMigrations: number | undefined;
async function countMigrationFiles(): Promise<number> {
  if (expectedMigrations === undefined) {
    const { readFile } = await import('node:fs/promises');
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    expectedMigrations = journal.entries.length;
  }
  return expectedMigrations;
}

async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return (row?.n ?? 0) >= (await countMigrationFiles());
  } catch {
    return false;
  }
}
