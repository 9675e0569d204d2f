// GET .../instances of a game: thousands of rows are read far more often than written, so the
// serialised list is kept and reused while the game's change counter is unchanged.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { readDataVersions } from '../../../db/data-versions.ts';
import { JsonBody, sendJsonBody } from '../../../lib/json-body.ts';
import { VersionedCache } from '../../../lib/versioned-cache.ts';

/**
 * Sends the list `build` makes (already checked against its response schema), rebuilt only
 * after a write to the game's instances.
 */
export function instanceListSender(
  db: Db,
  counter: 'rule_finding_instances' | 'hand_gesture_instances',
  build: (db: Db) => Promise<unknown>,
) {
  const cache = new VersionedCache<JsonBody>(1);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const version = await readDataVersions(db, counter);
    const body = await cache.get(counter, version, async () =>
      JsonBody.of(await build(db), `${counter}-${version}`),
    );
    return sendJsonBody(request, reply, body);
  };
}

/**
 * The list answer from the summary rows, checked against its schema (it is cached and sent as
 * serialised JSON).
 */
export function instanceList<List>(
  schema: z.ZodType<List>,
  rows: readonly { createdAt: Date }[],
): List {
  return schema.parse({
    instances: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  });
}
