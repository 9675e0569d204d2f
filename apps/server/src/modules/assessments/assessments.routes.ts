// /api/assessments: named, ordered lists of rule-finding instances with their play settings.
// Admins and researchers only; a researcher reaches only their own institute's (others 404).
import {
  assessmentParamsSchema,
  assessmentProgressSchema,
  assessmentResponseSchema,
  assessmentsResponseSchema,
  createAssessmentBodySchema,
  duplicateAssessmentBodySchema,
  updateAssessmentBodySchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { assessmentProgress } from './assessment-progress.service.ts';
import { findAssessment, listAssessments } from './assessments.repository.ts';
import {
  createAssessment,
  duplicateAssessment,
  removeAssessment,
  replaceAssessment,
} from './assessments.service.ts';

const assessmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a user without either role gets 403 whatever the body says.
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['assessments'],
        summary: 'Assessments the caller may see, newest first, with session counts',
        response: { 200: assessmentsResponseSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => {
      const scope = tenantScopeOf(request.user);
      return { assessments: await listAssessments(app.db, scope) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['assessments'],
        summary: 'One assessment with its instances in play order',
        params: assessmentParamsSchema,
        response: { 200: assessmentResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScopeOf(request.user);
      const assessment = await findAssessment(app.db, scope, request.params.id);
      if (!assessment) throw httpError.notFound('Assessment');
      return { assessment };
    },
  );

  app.get(
    '/:id/progress',
    {
      schema: {
        tags: ['assessments'],
        summary: "The assessment's sessions by state, completion rate and accuracy distribution",
        params: assessmentParamsSchema,
        response: { 200: assessmentProgressSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScopeOf(request.user);
      const progress = await assessmentProgress(app.db, scope, request.params.id);
      if (!progress) throw httpError.notFound('Assessment');
      return progress;
    },
  );

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['assessments'],
        summary: 'Create an assessment',
        description:
          'Admins must name the research institute; a researcher creates assessments for their ' +
          'own institute (another institute answers 404). Every instance must exist (400).',
        body: createAssessmentBodySchema,
        response: { 201: assessmentResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const assessment = await createAssessment(app.db, request.user, request.body);
      return reply.code(201).send({ assessment });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Replace name, settings and instances of an assessment',
        description: 'Answers 409 once a session of the assessment exists: duplicate it instead.',
        params: assessmentParamsSchema,
        body: updateAssessmentBodySchema,
        response: { 200: assessmentResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      assessment: await replaceAssessment(app.db, request.user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Delete an assessment that has no session',
        description:
          '409 saying how many sessions keep it; audited as `assessment.deleted`. Another ' +
          "institute's assessment answers 404.",
        params: assessmentParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeAssessment(app.db, request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Copy an assessment (items and settings) under a new name, unlocked',
        params: assessmentParamsSchema,
        body: duplicateAssessmentBodySchema,
        response: { 201: assessmentResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const assessment = await duplicateAssessment(
        app.db,
        request.user,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ assessment });
    },
  );
};

export default assessmentsRoutes;
