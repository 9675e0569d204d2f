// /api/outbox: the mails kept instead of sent when no SMTP server is configured (admins only).
import { outboxQuerySchema, outboxSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { listOutbox } from './outbox.repository.ts';

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // The list answers at `/api/outbox` only, not with a trailing slash.
      prefixTrailingSlash: 'no-slash',
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['mail'],
        summary: 'Mails kept in the outbox (no SMTP_URL), newest first (at most 100)',
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => ({ messages: await listOutbox(app.db, { to: request.query.to }) }),
  );
};

export default outboxRoutes;
