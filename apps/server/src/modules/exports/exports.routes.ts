// POST /api/exports: a download ticket for one export file of the caller's scope. Admins export
// every institute's sessions, researchers their own institute's; others 403. Each user may ask
// for EXPORT_RATE_LIMIT files in 15 minutes (counted per server instance); then 429.
import { createExportBodySchema, createExportResponseSchema } from '@cogniplay/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { HttpProblem } from '../../lib/http-problem.ts';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { createExportTicket } from './exports.service.ts';

const exportsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(rateLimit, { global: false });
  const perUser = app.createRateLimit({
    max: config.exportRateLimit.max,
    timeWindow: config.exportRateLimit.windowSeconds * 1000,
    keyGenerator: (request) => `user:${request.user.id}`,
  });

  app.addHook('preValidation', app.requireRole('admin', 'researcher'));
  app.addHook('preValidation', async (request) => {
    const limit = await perUser(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new HttpProblem(429, {
        detail: 'You have asked for many exports lately: wait a few minutes, then try again.',
        headers: { 'retry-after': String(limit.ttlInSeconds) },
      });
    }
  });

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
          ...problemResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const scope = tenantScopeOf(request.user);
      return reply
        .code(201)
        .send(await createExportTicket(app.db, scope, request.user.id, request.body));
    },
  );
};

export default exportsRoutes;
