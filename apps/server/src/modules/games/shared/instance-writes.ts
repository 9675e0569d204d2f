// The database side of writing a game's instances, the same for both games: the transaction that
// holds the game's lock, the lookup of stored content hashes and the chunked insert.
//
// Bulk reads and writes send their values as one JSON parameter: a 10,000-row upload is a few
// statements instead of tens of thousands of bound parameters, which PGlite in particular
// handles far faster (see bench/games-upload.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation, writeFailed } from '../../../db/postgres-errors.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { httpError } from '../../../lib/http-problem.ts';
import { serverGame } from '../registry.ts';

/**
 * Rows per INSERT statement: few statements, yet each short enough that on embedded PGlite the
 * readiness check sees the upload make progress (db/pglite-readiness.ts).
 */
const INSERT_CHUNK = 500;

/**
 * Runs `write` in a transaction that holds the lock of `game`'s instances (its registry entry's
 * key), so choosing the next sequence number and checking content hashes cannot race another
 * writer (on any server instance). The unique constraints stay the final word.
 */
export async function inGameTransaction<R>(
  db: Db,
  game: string,
  write: (tx: Db) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${serverGame(game).lockKey})`);
      return write(tx);
    });
  } catch (error) {
    // The lock makes this the rare case of a writer that does not take it.
    if (isUniqueViolation(error)) {
      throw httpError.conflict(
        `Another change to ${game} instances got in first. Please try again.`,
      );
    }
    throw error;
  }
}

/** Stored instance ids of `game` by content hash, for the hashes given. */
export async function findStoredHashes(
  db: Db,
  game: string,
  hashes: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (hashes.length === 0) return found;
  const rows = await queryRows<{ id: number; content_hash: string }>(
    db,
    sql`select id, content_hash from game_instances
        where game = ${game} and content_hash in (select jsonb_array_elements_text(${JSON.stringify(hashes)}::jsonb))`,
  );
  for (const row of rows) found.set(row.content_hash, row.id);
  return found;
}

/** 409 when an instance of the same content is stored: a single create is refused, not skipped. */
export async function refuseStoredDuplicate(
  tx: Db,
  game: string,
  contentHash: string,
): Promise<void> {
  const existingId = (await findStoredHashes(tx, game, [contentHash])).get(contentHash);
  if (existingId !== undefined) {
    throw httpError.conflict(`An identical instance is already stored (ID ${existingId}).`);
  }
}

export interface InsertedRow {
  id: number;
  createdAt: Date;
}

/** One row to insert, already serialised: a JSON object keyed by column name. */
export interface RowJson {
  contentHash: string;
  json: string;
}

/** A row object as RowJson (a single create; uploads build their JSON in the worker). */
export function rowJson(row: Record<string, unknown> & { content_hash: string }): RowJson {
  return { contentHash: row.content_hash, json: JSON.stringify(row) };
}

/**
 * Inserts instances of `game` given as JSON objects keyed by column name of game_instances
 * (`sequence_number`, `label`, `exercise_name`, `content`, `item_count`, `content_hash`,
 * `created_by`; a game leaves out what it does not have), INSERT_CHUNK rows per statement.
 * Returns ids and times in the order of `rows`, matched by their content hash, unique within
 * the game. The rows arrive serialised, so a chunk's parameter is joined text, not a large
 * JSON.stringify on the event loop.
 */
export async function insertInstanceRows(
  db: Db,
  game: string,
  rows: readonly RowJson[],
): Promise<InsertedRow[]> {
  const what = `${game} instances`;
  const insertFrom = (json: string) => sql`
    insert into game_instances (game, sequence_number, label, exercise_name, content,
      item_count, content_hash, created_by)
    select ${game}, sequence_number, label, exercise_name, content, coalesce(item_count, 0),
      content_hash, created_by
    from jsonb_to_recordset(${json}::jsonb) as x(sequence_number integer, label text,
      exercise_name text, content jsonb, item_count integer, content_hash text,
      created_by integer)
    returning id, content_hash, created_at`;
  const byHash = new Map<string, InsertedRow>();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const json = `[${chunk.map((row) => row.json).join(',')}]`;
    const returned = await queryRows<{
      id: number;
      content_hash: string;
      created_at: Date | string;
    }>(db, insertFrom(json)).catch((error: unknown) => {
      throw writeFailed(`Storing ${what}`, error);
    });
    for (const row of returned) {
      byHash.set(row.content_hash, { id: row.id, createdAt: new Date(row.created_at) });
    }
  }
  return rows.map((row) => {
    const inserted = byHash.get(row.contentHash);
    if (!inserted) throw new Error(`${what}: a row was not inserted`);
    return inserted;
  });
}
