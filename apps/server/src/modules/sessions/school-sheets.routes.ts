// /api/schools/{id}/sheets: the play-link sheets of a school's children, for its own staff (who
// print the cards of sessions a researcher started there) and for those who see the school.
import {
  reprintBatchResponseSchema,
  schoolParamsSchema,
  schoolSheetParamsSchema,
  schoolSheetsResponseSchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { schoolInScope } from '../../db/lookups.ts';
import type { Db } from '../../db/client.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { schoolViewerOf } from '../../identity/access-policy.ts';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { schoolSheets } from './sessions.repository.ts';
import { reprintBatch, type LinkSettings } from './sessions.service.ts';

/**
 * The scope a viewer reads the school's sheets in: its staff every session made for the school's
 * children, researchers their institute's; 404 for a school the viewer may not see.
 */
async function schoolSheetScope(db: Db, user: AuthUser, schoolId: number): Promise<TenantScope> {
  const viewer = schoolViewerOf(user, schoolId);
  if (viewer.kind === 'staff') return 'all';
  if (!(await schoolInScope(db, viewer.scope, schoolId))) throw httpError.notFound('School');
  return viewer.scope;
}

const schoolSheetsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Before validation: a user without a role or school learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRoleOrSchoolStaff('admin', 'researcher'));
  const link: LinkSettings = { publicUrl: config.publicUrl, ttlDays: config.playLinkTtlDays };

  app.get(
    '/:id/sheets',
    {
      schema: {
        tags: ['sessions'],
        summary: "The play-link sheets with cards of a school's children, newest first",
        description:
          "For the school's staff, admins and the managing institute's researchers. Never links.",
        params: schoolParamsSchema,
        response: { 200: schoolSheetsResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await schoolSheetScope(app.db, request.user, request.params.id);
      return { sheets: await schoolSheets(app.db, scope, request.params.id) };
    },
  );

  app.post(
    '/:id/sheets/:batchId/links',
    {
      schema: {
        tags: ['sessions'],
        summary: "Print a sheet's cards of the school: new links for those not yet started",
        description:
          "As POST /api/sessions/batches/{id}/links, for the school's children's sessions only: " +
          'their old cards stop working. A sheet without cards of the school answers 404; one ' +
          'with none left to print 409.',
        params: schoolSheetParamsSchema,
        response: {
          201: reprintBatchResponseSchema,
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { id, batchId } = request.params;
      const scope = await schoolSheetScope(app.db, request.user, id);
      const sessions = await reprintBatch(app.db, scope, request.user.id, batchId, link, id);
      return reply.code(201).send({ sessions });
    },
  );
};

export default schoolSheetsRoutes;
