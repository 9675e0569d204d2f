// /api/statistics: counts for admins (everything) and researchers (their own institute).
import { statisticsSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { findResearcherContext } from '../users/users.repository.ts';
import { countStatistics } from './statistics.repository.ts';

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preHandler: app.requireRole('admin', 'researcher'),
      schema: {
        tags: ['statistics'],
        summary: "Counts in the caller's scope (game instances are always global)",
        response: { 200: statisticsSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => {
      if (request.user.roles.includes('admin')) {
        return { scope: 'all' as const, ...(await countStatistics(app.db, 'all')) };
      }
      const context = await findResearcherContext(app.db, request.user.id);
      const researchInstituteId = context?.researchInstituteId ?? null;
      return {
        scope: 'institute' as const,
        ...(await countStatistics(app.db, { researchInstituteId })),
      };
    },
  );
};

export default statisticsRoutes;
