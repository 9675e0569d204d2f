// GET .../instances of a game: thousands of rows are read far more often than written, so the
// list is kept and reused while the game's change counter is unchanged (lib/cached-list.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { cachedList } from '../../../lib/cached-list.ts';

/** Answers the list `build` makes, rebuilt only after a write to the game's instances. */
export function instanceListSender<List extends object>(
  db: Db,
  counter: 'rule_finding_instances' | 'hand_gesture_instances',
  build: (db: Db) => Promise<List>,
) {
  const list = cachedList<List>(db, { versions: [counter], maxScopes: 1 });
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<List> =>
    list(reply, { scope: counter, build: () => build(db) });
}

/** The list answer from the summary rows, checked against its schema (which types it). */
export function instanceList<List>(
  schema: z.ZodType<List>,
  rows: readonly { createdAt: Date }[],
): List {
  return schema.parse({
    instances: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  });
}
