// POST /api/exports: a download ticket for one export file of the caller's scope. Admins export
// every institute's sessions, researchers their own institute's; others 403.
import { createExportBodySchema, createExportResponseSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantScopeOf } from '../../identity/tenant-scope-of.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { createExportTicket } from './exports.service.ts';

const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['exports'],
        summary: 'Ask for an export file: the answer is its download address',
        description:
          "Filters narrow the sessions of the caller's scope; an assessment or school the " +
          'caller cannot see answers 404, a group no participant of the scope has 400. The ' +
          'address opens the file once, within a minute, without sign-in (a browser download).',
        body: createExportBodySchema,
        response: {
          201: createExportResponseSchema,
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const scope = await tenantScopeOf(app.db, request.user);
      return reply
        .code(201)
        .send(await createExportTicket(app.db, scope, request.user.id, request.body));
    },
  );
};

export default exportsRoutes;
