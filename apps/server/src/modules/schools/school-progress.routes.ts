// /api/schools/{id}/progress: how far a school's children are, class by class, for its own staff
// (teachers and school administrators) and for those who see the school (admins, the managing
// institute's researchers). Progress only: no scores or answers.
import { schoolParamsSchema, schoolProgressSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { schoolProgress } from './school-progress.repository.ts';
import { schoolViewerOf } from '../../identity/access-policy.ts';
import { findSchoolFor } from './school-viewer.ts';

const schoolProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without a role or school learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRoleOrSchoolStaff('admin', 'researcher'));

  app.get(
    '/:id/progress',
    {
      schema: {
        tags: ['schools'],
        summary: "A school's classes, each child's assessments and where their sessions stand",
        description:
          'The latest session of each assessment per child: its state and answers given of ' +
          'those needed; never scores or answers. Staff of the school see all its children, ' +
          "researchers their institute's. Another school answers 404.",
        params: schoolParamsSchema,
        response: { 200: schoolProgressSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = schoolViewerOf(request.user, request.params.id);
      const school = await findSchoolFor(app.db, viewer, request.params.id);
      const scope = viewer.kind === 'institute' ? viewer.scope : 'all';
      return schoolProgress(app.db, scope, { id: school.id, name: school.name });
    },
  );
};

export default schoolProgressRoutes;
