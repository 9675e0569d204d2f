// The test-only parity game's server parts: its content and one route, a bulk upload of a JSON
// array of instances, validated where it arrives (the upload worker knows the built-in games
// only) and stored by the games' shared writer.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canonicalJson } from '@cogniplay/contract';
import type { ServerGame } from '../../../../src/modules/games/registry.ts';
import type { GamesRoutesOptions } from '../../../../src/modules/games/games.routes.ts';
import {
  inGameTransaction,
  insertInstanceRows,
  rowJson,
} from '../../../../src/modules/games/shared/instance-writes.ts';
import { readUploadedFile } from '../../../../src/modules/games/shared/upload-file.ts';
import { httpError } from '../../../../src/lib/http-problem.ts';
import { PARITY, parityInstanceSchema } from './parity-game.ts';

const routes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (app, { uploadMaxBytes }) => {
  app.post('/instances/bulk-upload', async (request, reply) => {
    const file = await readUploadedFile(request, uploadMaxBytes);
    const parsed = parityInstanceSchema.array().safeParse(JSON.parse(file.content.toString()));
    if (!parsed.success) throw httpError.badRequest('Not parity instances.', []);
    const rows = parsed.data.map((instance) =>
      rowJson({
        exercise_name: file.baseName,
        content: instance,
        item_count: instance.numbers.length,
        content_hash: createHash('sha256').update(canonicalJson(instance)).digest('hex'),
        created_by: request.user.id,
      }),
    );
    const inserted = await inGameTransaction(app.db, PARITY, (tx) =>
      insertInstanceRows(tx, PARITY, rows),
    );
    return reply.code(201).send({ instanceIds: inserted.map((row) => row.id) });
  });
};

export const parityServer: ServerGame = {
  content: {
    schema: parityInstanceSchema,
    canonicalContent: canonicalJson,
    columnsJson: (instance) => `"content":${JSON.stringify(instance)}`,
    facts: () => ({}),
  },
  routes: () => Promise.resolve({ default: routes }),
  lockKey: 727_199,
};
