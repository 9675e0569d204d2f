// /api/schools/{id}/participants/import: a school's class list, imported by its administrators
// (and by those who see the school: admins, the managing institute's researchers). The children
// join the school's managing institute; the parents' decisions stay the research team's to record.
import {
  importPreviewSchema,
  importResultSchema,
  schoolImportBodySchema,
  schoolParamsSchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managingInstituteOf } from '../../db/lookups.ts';
import { schoolViewerOf } from '../../identity/access-policy.ts';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { importParticipants, previewImport, type TargetOf } from './participant-import.service.ts';

/** As for the researchers' import: the text of at most 2,000,000 characters, as JSON. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
const DESCRIPTION =
  'The text as for POST /api/participants/import, without decisions (the `consent` columns ' +
  "empty: the research team records them on the institute's forms). The children join the " +
  "school and its managing institute. For the school's administrators (teachers 403), admins " +
  "and the managing institute's researchers; another school answers 404, a school without a " +
  'managing institute 409.';

/** The school, as its viewer may import into it; its managing institute takes the children. */
function schoolTarget(user: AuthUser, schoolId: number): TargetOf {
  return async (db) => {
    const viewer = schoolViewerOf(user, schoolId);
    if (viewer.kind === 'staff' && !viewer.isAdmin) {
      throw httpError.forbidden("Only the school's administrators import its classes.");
    }
    const instituteId = await managingInstituteOf(
      db,
      viewer.kind === 'institute' ? viewer.scope : 'all',
      schoolId,
    );
    if (instituteId === undefined) throw httpError.notFound('School');
    if (instituteId === null) {
      throw httpError.conflict(
        'The school has no managing research institute: its children would belong to none.',
      );
    }
    return {
      researchInstituteId: instituteId,
      schoolId,
      consentFormId: null,
      noFormProblem:
        "Parents' decisions are recorded by the research team: leave the consent columns empty",
    };
  };
}

const schoolImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without a role or school learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRoleOrSchoolStaff('admin', 'researcher'));

  app.post(
    '/:id/participants/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['participants'],
        summary: "Check a school's class list: every row and every problem, nothing stored",
        description: DESCRIPTION,
        params: schoolParamsSchema,
        body: schoolImportBodySchema,
        response: { 200: importPreviewSchema, ...problemResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) =>
      previewImport(app.db, schoolTarget(request.user, request.params.id), request.body.text),
  );

  app.post(
    '/:id/participants/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['participants'],
        summary: "Import a school's class list: every row, or none while any has a problem",
        description:
          `${DESCRIPTION} All or nothing, audited, as POST /api/participants/import; 409 also ` +
          'when a subject ID was taken meanwhile.',
        params: schoolParamsSchema,
        body: schoolImportBodySchema,
        response: { 201: importResultSchema, ...problemResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const target = schoolTarget(request.user, request.params.id);
      const result = await importParticipants(app.db, request.user, target, request.body.text);
      return reply.code(201).send(result);
    },
  );
};

export default schoolImportRoutes;
