// /api/research-institutes/{id}/consent and /consent-forms: the institute's consent gate,
// retention rules and consent forms, for admins and the institute's own researchers.
import {
  consentFormResponseSchema,
  consentSettingsSchema,
  createConsentFormBodySchema,
  researchInstituteParamsSchema,
  updateConsentSettingsBodySchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../lib/openapi-responses.ts';
import {
  consentSettings,
  createConsentForm,
  updateConsentSettings,
} from './consent-settings.service.ts';

const consentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));

  app.get(
    '/:id/consent',
    {
      schema: {
        tags: ['consent'],
        summary: "The institute's consent gate, retention rules and consent forms (newest first)",
        params: researchInstituteParamsSchema,
        response: { 200: consentSettingsSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    (request) => consentSettings(app.db, request.user, request.params.id),
  );

  app.patch(
    '/:id/consent',
    {
      schema: {
        tags: ['consent'],
        summary: 'Whether sessions need consent given, and how long data is kept',
        params: researchInstituteParamsSchema,
        body: updateConsentSettingsBodySchema,
        response: { 200: consentSettingsSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    (request) => updateConsentSettings(app.db, request.user, request.params.id, request.body),
  );

  app.post(
    '/:id/consent-forms',
    {
      schema: {
        tags: ['consent'],
        summary: 'Add a consent form (a version in one language); forms never change',
        params: researchInstituteParamsSchema,
        body: createConsentFormBodySchema,
        response: { 201: consentFormResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const form = await createConsentForm(app.db, request.user, request.params.id, request.body);
      return reply.code(201).send({ form });
    },
  );
};

export default consentSettingsRoutes;
