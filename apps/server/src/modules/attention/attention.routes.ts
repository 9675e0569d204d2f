// GET /api/attention: the home pages' lists of what needs a look, for admins (everything) and
// researchers (their own institute).
import { attentionSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { attention } from './attention.repository.ts';

const attentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      preHandler: app.requireRole('admin', 'researcher'),
      schema: {
        tags: ['attention'],
        summary: 'Sessions in progress, recent completions and pending invitations, a few each',
        response: { 200: attentionSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => attention(app.db, tenantScopeOf(request.user)),
  );
};

export default attentionRoutes;
