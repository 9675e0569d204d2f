// /api/research-institutes: create, list and read institutes (admins only).
import {
  createdIdResponseSchema,
  createResearchInstituteBodySchema,
  researchInstituteParamsSchema,
  researchInstituteSchema,
  researchInstitutesResponseSchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { findResearchInstitute, listResearchInstitutes } from './research-institutes.repository.ts';
import { createResearchInstitute, updateResearchInstitute } from './research-institutes.service.ts';

const researchInstitutesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without the role learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRole('admin'));

  app.post(
    '/',
    {
      // The collection answers at `/api/research-institutes` only, not with a trailing slash.
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['research institutes'],
        summary: 'Create a research institute',
        body: createResearchInstituteBodySchema,
        response: { 201: createdIdResponseSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const institute = await createResearchInstitute(app.db, request.user.id, request.body);
      return reply.code(201).send({ id: institute.id });
    },
  );

  app.get(
    '/',
    {
      // The collection answers at `/api/research-institutes` only, not with a trailing slash.
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['research institutes'],
        summary: 'All research institutes, sorted by name',
        response: { 200: researchInstitutesResponseSchema, ...problemResponses(401, 403) },
      },
    },
    async () => ({ researchInstitutes: await listResearchInstitutes(app.db) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['research institutes'],
        summary: 'One research institute',
        params: researchInstituteParamsSchema,
        response: { 200: researchInstituteSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const institute = await findResearchInstitute(app.db, request.params.id);
      if (!institute) throw httpError.notFound('Research institute');
      return institute;
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['research institutes'],
        summary: 'Rename a research institute',
        description: 'Audited as `research_institute.renamed`; 409 for a name taken (any case).',
        params: researchInstituteParamsSchema,
        body: createResearchInstituteBodySchema,
        response: { 200: researchInstituteSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const institute = await updateResearchInstitute(
        app.db,
        request.user.id,
        request.params.id,
        request.body,
      );
      if (!institute) throw httpError.notFound('Research institute');
      return institute;
    },
  );
};

export default researchInstitutesRoutes;
