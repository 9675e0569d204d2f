// Creating one instance (POST .../instances), the same for every game: refused when an identical
// instance is stored, audited. The game makes the row, with its own checks, and the answer.
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { InsertedRow } from './bulk-sql.ts';
import { sha256 } from './content-hash.ts';
import { type GameWrites, inGameTransaction } from './game-writes.ts';

export interface CreateSteps<NewRow, Result> {
  /** The row to store; may refuse the instance (rule finding: a sequence number in use). */
  row: (tx: Db, contentHash: string) => Promise<NewRow>;
  /** The answer, and the audit record's details, from the stored row. */
  answer: (stored: NewRow & InsertedRow) => { result: Result; details: Record<string, unknown> };
}

export async function createInstance<Input, NewRow extends object, Result>(
  db: Db,
  game: GameWrites<Input, NewRow>,
  input: Input,
  actorUserId: number,
  steps: CreateSteps<NewRow, Result>,
): Promise<Result> {
  const hash = sha256(game.canonicalContent(input));
  return inGameTransaction(db, game, async (tx) => {
    const existingId = (await game.findHashes(tx, [hash])).get(hash);
    if (existingId !== undefined) {
      throw httpError.conflict(`An identical instance is already stored (ID ${existingId}).`);
    }
    const row = await steps.row(tx, hash);
    const [stored] = await game.insertRows(tx, [row]);
    if (!stored) throw new Error(`${game.name} instance not inserted`);
    const { result, details } = steps.answer({ ...row, ...stored });
    await recordAudit(tx, {
      actorUserId,
      action: game.audit.created,
      entityType: game.audit.entityType,
      entityId: stored.id,
      details,
    });
    return result;
  });
}
