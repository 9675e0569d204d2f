// What the shared writes (create-instance.ts, upload-instances.ts) need to know about a game,
// and the transaction each of its writes runs in.
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import type { InsertedRow, RowJson } from './bulk-sql.ts';
import type { GameContent, GameName } from './game-content.ts';
import { lockGame } from './game-lock.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';

export interface GameWrites<Input, NewRow> extends Pick<GameContent<Input>, 'canonicalContent'> {
  /** The game in messages: `rule-finding`. */
  name: GameName;
  /** Its key in GAME_LOCK_KEYS. */
  lockKey: number;
  findHashes: (db: Db, hashes: readonly string[]) => Promise<Map<string, number>>;
  insertRows: (db: Db, rows: readonly NewRow[]) => Promise<InsertedRow[]>;
  /** The same for rows already serialised (uploads). */
  insertRowJson: (db: Db, rows: readonly RowJson[]) => Promise<InsertedRow[]>;
  /** The audit records' entity type, and the actions for one instance created and for an upload. */
  audit: { entityType: string; created: string; uploaded: string };
}

/** Runs `write` in a transaction that holds the game's lock (game-lock.ts). */
export async function inGameTransaction<R>(
  db: Db,
  game: Pick<GameWrites<unknown, unknown>, 'name' | 'lockKey'>,
  write: (tx: Db) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      await lockGame(tx, game.lockKey);
      return write(tx);
    });
  } catch (error) {
    // The lock makes this the rare case of a writer that does not take it.
    if (isUniqueViolation(error)) {
      throw httpError.conflict(
        `Another change to ${game.name} instances got in first. Please try again.`,
      );
    }
    throw error;
  }
}
