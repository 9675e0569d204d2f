// /api/schools: list, read, create, rename and delete schools. Admins see every school; researchers only those
// their institute manages (others answer 404) and create schools only for their own institute; a
// school's own staff read that school.
import {
  createSchoolBodySchema,
  schoolParamsSchema,
  schoolResponseSchema,
  schoolsResponseSchema,
  updateSchoolBodySchema,
  type SchoolsResponse,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedList } from '../../lib/cached-list.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { tenantScopeKey } from '../../db/tenant-scope.ts';
import { instituteMemberScopeOf } from '../../identity/access-policy.ts';
import { schoolViewerOf } from '../../identity/access-policy.ts';
import { findSchoolFor } from './school-viewer.ts';
import { listSchools } from './schools.repository.ts';
import { createSchool, removeSchool, updateSchool } from './schools.service.ts';

/** Lists kept at most: the admins' and one per research institute of the recent viewers. */
const MAX_LISTS = 256;

const schoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without a role (or, for one school, without a school) learns
  // nothing about the request's shape. A school's own staff read that school only.
  app.addHook('preValidation', app.requireRoleOrSchoolStaff('admin', 'researcher'));
  const institute = app.requireRole('admin', 'researcher');
  // GET /api/schools per viewer scope: a one-row version read instead of 1,000 joined rows
  // and their serialisation on every request.
  const list = cachedList<SchoolsResponse>(app.db, {
    versions: ['schools'],
    maxScopes: MAX_LISTS,
  });

  app.get(
    '/',
    {
      // The collection answers at `/api/schools` only, not with a trailing slash.
      prefixTrailingSlash: 'no-slash',
      preValidation: institute,
      schema: {
        tags: ['schools'],
        summary: 'The schools the user may see, sorted by name',
        response: { 200: schoolsResponseSchema, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = instituteMemberScopeOf(request.user);
      return list(reply, {
        scope: tenantScopeKey(scope),
        build: async () => ({ schools: await listSchools(app.db, scope) }),
      });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['schools'],
        summary: 'One school',
        description: "Also for the school's own teachers and administrators.",
        params: schoolParamsSchema,
        response: { 200: schoolResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = schoolViewerOf(request.user, request.params.id);
      return { school: await findSchoolFor(app.db, viewer, request.params.id) };
    },
  );

  app.post(
    '/',
    {
      // The collection answers at `/api/schools` only, not with a trailing slash.
      prefixTrailingSlash: 'no-slash',
      preValidation: institute,
      schema: {
        tags: ['schools'],
        summary: 'Create a school',
        description:
          'managingInstituteId null means no managing institute (admins only); researchers ' +
          'must send their own institute.',
        body: createSchoolBodySchema,
        response: { 201: schoolResponseSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const scope = instituteMemberScopeOf(request.user);
      const school = await createSchool(app.db, scope, request.user.id, request.body);
      return reply.code(201).send({ school });
    },
  );

  app.patch(
    '/:id',
    {
      preValidation: institute,
      schema: {
        tags: ['schools'],
        summary: 'Rename a school',
        description:
          'Audited as `school.renamed` with the old and new name; 409 for a name its managing ' +
          "institute has. Another institute's school answers 404.",
        params: schoolParamsSchema,
        body: updateSchoolBodySchema,
        response: { 200: schoolResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = instituteMemberScopeOf(request.user);
      return {
        school: await updateSchool(app.db, scope, request.user.id, request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: institute,
      schema: {
        tags: ['schools'],
        summary: 'Delete a school that nothing points at',
        description:
          '409 naming what still points at it: participants, staff (invited too) and sessions ' +
          "played there. Audited as `school.deleted`. Another institute's school answers 404.",
        params: schoolParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = instituteMemberScopeOf(request.user);
      await removeSchool(app.db, scope, request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default schoolsRoutes;
