// /api/researchers: an institute's researchers and inviting new ones (admins only).
import {
  invitationSentSchema,
  inviteResearcherBodySchema,
  researcherParamsSchema,
  researchersQuerySchema,
  researchersResponseSchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { findResearchInstitute } from './research-institutes.repository.ts';
import { listResearchers } from './researchers.repository.ts';
import {
  inviteResearcher,
  resendResearcherInvitation,
  revokeResearcherInvitation,
} from './researchers.service.ts';

const researchersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without the role learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRole('admin'));

  app.get(
    '/',
    {
      // The collection answers at `/api/researchers` only, not with a trailing slash.
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
      // The collection answers at `/api/researchers` only, not with a trailing slash.
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['researchers'],
        summary: 'Invite a researcher into a research institute by email',
        description:
          'Creates the user (empty names until onboarding) unless the email (case-insensitive) ' +
          'is known, adds a pending membership and mails a single-use link that accepts it. ' +
          'A pending researcher of this institute gets a new link instead. The answer is the ' +
          'same whether the email was known or not. 409 when the person is a researcher of this ' +
          'institute already, or of another one (a researcher belongs to one institute).',
        body: inviteResearcherBodySchema,
        response: { 202: invitationSentSchema, ...problemResponses(400, 401, 403, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const sent = await inviteResearcher(app, request.user.id, request.body);
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/:id/invitation',
    {
      schema: {
        tags: ['researchers'],
        summary: "Resend a pending researcher's invitation (a new link; the old one stops working)",
        params: researcherParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      await resendResearcherInvitation(app, {
        actorUserId: request.user.id,
        userId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id/invitation',
    {
      schema: {
        tags: ['researchers'],
        summary: "Revoke a pending researcher's invitation (the membership and its link go)",
        params: researcherParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      await revokeResearcherInvitation(app, {
        actorUserId: request.user.id,
        userId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};

export default researchersRoutes;
