// One Drizzle client over either embedded PGlite (default, persisted in DATA_DIR) or a
// PostgreSQL pool (DATABASE_URL). Both speak the PostgreSQL dialect and share one set of migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import { progressReadiness, trackProgress } from './pglite-readiness.ts';
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

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
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
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
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
      isReady: () => migrationsApplied(db),
      async close() {
        // pool.end() resolves before its clients' connections have closed ('remove' events).
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
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // 'memory://' keeps the database in memory (tests); anything else is a folder on disk.
  // On a fresh clone ./data does not exist yet; PGlite creates only its own last folder.
  if (config.dataDir !== 'memory://') await mkdir(config.dataDir, { recursive: true });
  const client =
    config.dataDir === 'memory://' ? new PGlite() : new PGlite(path.join(config.dataDir, 'pglite'));
  await client.waitReady;
  const progress = trackProgress(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    },
    // The database lives in this process: ready while it makes progress (pglite-readiness.ts).
    isReady: progressReadiness(progress, () => migrationsApplied(db)),
    close: () => client.close(),
  };
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
