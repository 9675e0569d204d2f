// /api/researchers: an institute's researchers and inviting new ones (admins only).
import {
  inviteResearcherBodySchema,
  researcherSchema,
  researchersQuerySchema,
  researchersResponseSchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { findResearchInstitute } from '../research-institutes/research-institutes.repository.ts';
import { listResearchers } from './researchers.repository.ts';
import { inviteResearcher } from './researchers.service.ts';

const researchersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without the role learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRole('admin'));

  app.get(
    '/',
    {
      // Only the prefix itself (`/api/schools`), as spec section 7 names the path.
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['researchers'],
        summary: "A research institute's researchers (named ones by name, then pending by email)",
        querystring: researchersQuerySchema,
        response: { 200: researchersResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instituteId } = request.query;
      if (!(await findResearchInstitute(app.db, instituteId))) {
        throw httpError.notFound('Research institute');
      }
      return { researchers: await listResearchers(app.db, instituteId) };
    },
  );

  app.post(
    '/',
    {
      // Only the prefix itself (`/api/schools`), as spec section 7 names the path.
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['researchers'],
        summary: 'Invite a researcher into a research institute by email',
        description:
          'Creates the user (empty names until onboarding) unless the email (case-insensitive) ' +
          'is known, adds the membership and mails a single-use onboarding link, or only the ' +
          'news to someone who can already sign in. 409 when the membership exists.',
        body: inviteResearcherBodySchema,
        response: { 201: researcherSchema, ...problemResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const researcher = await inviteResearcher(app, request.user.id, request.body);
      return reply.code(201).send(researcher);
    },
  );
};

export default researchersRoutes;
