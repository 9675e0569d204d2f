// /api/participants: test subjects (personal data of children). Admins and researchers only;
// a researcher reaches only their own institute's participants (others answer 404).
import {
  createParticipantBodySchema,
  participantParamsSchema,
  participantResponseSchema,
  participantsResponseSchema,
  type ParticipantsResponse,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { acceptsGzip } from './accepts-gzip.ts';
import { participantsListCache } from './participants-list-cache.ts';
import { findParticipant } from './participants.repository.ts';
import { createParticipant, participantScopeOf } from './participants.service.ts';

const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a user without either role gets 403 whatever the body says.
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));
  const participantsListBody = participantsListCache(app.db);

  app.get(
    '/',
    {
      schema: {
        tags: ['participants'],
        summary: 'Participants the caller may see, newest first',
        response: { 200: participantsResponseSchema, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await participantScopeOf(app.db, request.user);
      if (!scope) return { participants: [] };
      // Built by the database in the contract's shape and sent as is (Fastify serialises only
      // objects, hence the cast); compressed once per version rather than once per request.
      const body = await participantsListBody(scope);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (acceptsGzip(request.headers['accept-encoding'])) {
        reply.header('content-encoding', 'gzip');
        return reply.send((await body.gzipped()) as unknown as ParticipantsResponse);
      }
      return reply.send(body.json as unknown as ParticipantsResponse);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['participants'],
        summary: 'One participant with its institute and creation date',
        params: participantParamsSchema,
        response: { 200: participantResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await participantScopeOf(app.db, request.user);
      const participant = scope && (await findParticipant(app.db, scope, request.params.id));
      if (!participant) throw httpError.notFound('Participant');
      return { participant };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['participants'],
        summary: "Add a participant (a researcher's goes to their own institute)",
        body: createParticipantBodySchema,
        response: { 201: participantResponseSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const participant = await createParticipant(app.db, request.user, request.body);
      return reply.code(201).send({ participant });
    },
  );
};

export default participantsRoutes;
