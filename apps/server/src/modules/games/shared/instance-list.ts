// GET .../instances of a game: thousands of rows are read far more often than written, so the
// list is kept and reused while the game's change counter is unchanged (lib/cached-list.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { GameSlug } from '@cogniplay/contract';
import type { Db } from '../../../db/client.ts';
import { cachedList } from '../../../lib/cached-list.ts';

/** Answers the list `build` makes, rebuilt only after a write to the game's instances. */
export function instanceListSender<List extends object>(
  db: Db,
  game: GameSlug,
  build: (db: Db) => Promise<List>,
) {
  const list = cachedList<List>(db, { versions: ['game_instances'], maxScopes: 1 });
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<List> =>
    list(reply, { scope: game, build: () => build(db) });
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
