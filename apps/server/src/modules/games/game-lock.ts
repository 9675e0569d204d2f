// Writers of one game take a transaction-scoped advisory lock, so choosing the next sequence
// number and checking content hashes cannot race another writer (on any server instance).
// The unique constraints stay the final word.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Arbitrary constant keys for pg_advisory_xact_lock, one per game. */
export const GAME_LOCK_KEYS = { ruleFinding: 727_101, handGesture: 727_102 } as const;

/** Holds until the transaction `tx` ends. */
export async function lockGame(tx: Db, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
