// /api/participants/{id}/consent: a participant's consent history, and recording a decision.
// Admins and researchers, as the participant's own routes (another institute's answers 404).
import {
  participantConsentResponseSchema,
  participantParamsSchema,
  recordConsentBodySchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { participantConsent, recordConsent } from './participant-consent.service.ts';

const participantConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));

  app.get(
    '/:id/consent',
    {
      schema: {
        tags: ['consent'],
        summary: "A participant's consent status and history (newest first)",
        params: participantParamsSchema,
        response: {
          200: participantConsentResponseSchema,
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const consent = await participantConsent(app.db, request.user, request.params.id);
      if (!consent) throw httpError.notFound('Participant');
      return consent;
    },
  );

  app.post(
    '/:id/consent',
    {
      schema: {
        tags: ['consent'],
        summary: 'Record a consent decision: it becomes the status, the history keeps the rest',
        params: participantParamsSchema,
        body: recordConsentBodySchema,
        response: {
          201: participantConsentResponseSchema,
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const consent = await recordConsent(app.db, request.user, request.params.id, request.body);
      if (!consent) throw httpError.notFound('Participant');
      return reply.code(201).send(consent);
    },
  );
};

export default participantConsentRoutes;
