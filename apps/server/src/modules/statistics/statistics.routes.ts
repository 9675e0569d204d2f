// /api/statistics: counts and session charts for admins (everything) and researchers (their own
// institute).
import { sessionStatisticsSchema, statisticsSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import { sessionStatistics } from './session-statistics.repository.ts';
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
      const scope = tenantScopeOf(request.user);
      return {
        scope: scope === 'all' ? ('all' as const) : ('institute' as const),
        ...(await countStatistics(app.db, scope)),
      };
    },
  );

  app.get(
    '/sessions',
    {
      preHandler: app.requireRole('admin', 'researcher'),
      schema: {
        tags: ['statistics'],
        summary:
          "Sessions completed per day, accuracy by assessment and each game's scores, in the caller's scope",
        response: { 200: sessionStatisticsSchema(), ...problemResponses(401, 403) },
      },
    },
    async (request) => sessionStatistics(app.db, tenantScopeOf(request.user)),
  );
};

export default statisticsRoutes;
