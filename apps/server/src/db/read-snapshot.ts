// A consistent read of many rows, row by row: one connection, one read-only transaction at
// REPEATABLE READ (every query sees the same moment), each query read through a server-side
// cursor a batch at a time (pg-query-stream), so memory stays flat whatever the row count.
// On embedded PGlite the pool has one connection: other requests wait until the snapshot ends.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';

/** Rows fetched from the cursor per round trip. */
const BATCH_SIZE = 1000;

const dialect = new PgDialect();

export interface ReadSnapshot {
  /** The query's rows as they arrive; read them before the next query starts. */
  rows<T>(query: SQL): AsyncIterable<T>;
  /** Every row of a small query at once (lookups beside the streamed ones). */
  all<T>(query: SQL): Promise<T[]>;
  /** Ends the transaction and gives the connection back; `failed` drops the connection. */
  close(failed?: boolean): Promise<void>;
}

export async function openReadSnapshot(pool: Pool): Promise<ReadSnapshot> {
  const client: PoolClient = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // A backstop: the server ends a snapshot its reader left standing (the app ends it first).
    await client.query(`set local idle_in_transaction_session_timeout = '5min'`);
  } catch (error) {
    client.release(true);
    throw error;
  }
  let closed = false;
  return {
    rows<T>(query: SQL) {
      const { sql, params } = dialect.sqlToQuery(query);
      return client.query(
        new QueryStream(sql, params, { batchSize: BATCH_SIZE }),
      ) as AsyncIterable<T>;
    },
    async all<T>(query: SQL) {
      const { sql, params } = dialect.sqlToQuery(query);
      return (await client.query(sql, params)).rows as T[];
    },
    async close(failed = false) {
      if (closed) return;
      closed = true;
      if (failed) {
        // A cursor may still be open mid-batch: drop the connection (the server rolls back).
        client.release(true);
        return;
      }
      try {
        await client.query('commit');
        client.release();
      } catch (error) {
        client.release(true);
        throw error;
      }
    },
  };
}
