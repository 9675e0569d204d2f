// /api/audit: the audit log, for admins only.
import { AUDIT_PAGE_SIZE, auditQuerySchema, auditResponseSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { auditActions, auditPage } from './audit.repository.ts';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first, a page of 50 at a time',
        description:
          "Filter by part of the actor's email or name, an action, and first and last day (UTC).",
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, ...filter } = request.query;
      const [{ entries, total }, actions] = await Promise.all([
        auditPage(app.db, filter, { page, pageSize: AUDIT_PAGE_SIZE }),
        auditActions(app.db),
      ]);
      return { entries, total, actions, page, pageSize: AUDIT_PAGE_SIZE };
    },
  );
};

export default auditRoutes;
