// A transaction whose work also acts outside the database (Keycloak's Admin API): each such step
// registers how to take itself back, and when the transaction fails, in the work or at its
// commit, those run (newest first) before the error goes on. The database rolls back its side.
import type { Db } from './client.ts';

export interface Compensations {
  /** Runs `undo` if the transaction does not commit; it must not throw (log instead). */
  add(undo: () => Promise<void>): void;
}

export async function compensatedTransaction<T>(
  db: Db,
  work: (tx: Db, compensations: Compensations) => Promise<T>,
): Promise<T> {
  const undos: (() => Promise<void>)[] = [];
  try {
    return await db.transaction((tx) => work(tx, { add: (undo) => void undos.push(undo) }));
  } catch (error) {
    for (const undo of undos.reverse()) await undo().catch(() => {});
    throw error;
  }
}
