// /api/sessions: one run of an assessment by one participant, reached through a play link.
// Admins and researchers only; a researcher reaches only their own institute's (others 404).
import {
  reprintBatchResponseSchema,
  reviewSessionBodySchema,
  sessionBatchParamsSchema,
  sessionBatchResponseSchema,
  sessionReviewSchema,
  sessionLinkResponseSchema,
  sessionParamsSchema,
  sessionResponseSchema,
  sessionResultsResponseSchema,
  sessionsQuerySchema,
  scoredSessionsResponseSchema,
  startSessionsBodySchema,
  startSessionsResponseSchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { findSession, listSessions } from './sessions.repository.ts';
import { sessionResults } from './session-results.service.ts';
import {
  renewLink,
  reprintBatch,
  revoke,
  sessionBatch,
  startSessions,
  type LinkSettings,
} from './sessions.service.ts';
import { reviewSession, sessionReview } from './session-review.service.ts';
import { assessmentInScope, participantInScope, schoolInScope } from '../../db/lookups.ts';

const sessionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));
  const link: LinkSettings = { publicUrl: config.publicUrl, ttlDays: config.playLinkTtlDays };

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['sessions'],
        summary: 'Start an assessment for participants: one session and play link each',
        description:
          'Every participant must exist and belong to the research institute of the assessment ' +
          '(400 naming each that does not). The play links are answered here and never again: ' +
          'only a hash of each token is kept (POST /api/sessions/{id}/link makes a new one). ' +
          'A participant with an open session of the assessment answers 409 naming them, ' +
          'unless `anotherAttempt` is true. `batchId` names the start: its sheet can be read ' +
          'and printed again (/api/sessions/batches/{id}).',
        body: startSessionsBodySchema,
        response: {
          201: startSessionsResponseSchema,
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const scope = tenantScopeOf(request.user);
      const started = await startSessions(app.db, scope, request.user.id, request.body, link);
      return reply.code(201).send(started);
    },
  );

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['sessions'],
        summary: 'Sessions of an assessment or of a participant, newest first, with scores',
        description:
          'Give assessmentId, participantId or both; state filters by the derived state, ' +
          "schoolId and group by the participant's school and class. An assessment, " +
          'participant or school the caller may not see answers 404.',
        querystring: sessionsQuerySchema,
        response: { 200: scoredSessionsResponseSchema(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScopeOf(request.user);
      const { assessmentId, participantId, state, schoolId, group } = request.query;
      if (assessmentId !== undefined && !(await assessmentInScope(app.db, scope, assessmentId))) {
        throw httpError.notFound('Assessment');
      }
      if (
        participantId !== undefined &&
        !(await participantInScope(app.db, scope, participantId))
      ) {
        throw httpError.notFound('Participant');
      }
      if (schoolId !== undefined && !(await schoolInScope(app.db, scope, schoolId))) {
        throw httpError.notFound('School');
      }
      const sessions = await listSessions(app.db, scope, {
        assessmentId,
        participantId,
        state,
        schoolId,
        group,
      });
      return { sessions };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: 'One session (never its link)',
        params: sessionParamsSchema,
        response: { 200: sessionResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScopeOf(request.user);
      const session = await findSession(app.db, scope, request.params.id);
      if (!session) throw httpError.notFound('Session');
      return { session };
    },
  );

  app.get(
    '/:id/results',
    {
      schema: {
        tags: ['sessions'],
        summary: "A session's scores, per instance and in all, and every answer",
        params: sessionParamsSchema,
        response: { 200: sessionResultsResponseSchema(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScopeOf(request.user);
      const results = await sessionResults(app.db, scope, request.params.id);
      if (!results) throw httpError.notFound('Session');
      return results;
    },
  );

  app.get(
    '/:id/review',
    {
      schema: {
        tags: ['sessions'],
        summary: "The examiner's notes, irregularity codes and exclusion from analysis",
        params: sessionParamsSchema,
        response: { 200: sessionReviewSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    (request) => sessionReview(app.db, tenantScopeOf(request.user), request.params.id),
  );

  app.patch(
    '/:id/review',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Note, code or exclude a session (a field left out stays)',
        description:
          "exclusion {reason} leaves the session out of the results pages' summaries; null " +
          'takes it back. The export keeps every session, with columns that say so.',
        params: sessionParamsSchema,
        body: reviewSessionBodySchema,
        response: { 200: sessionReviewSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      reviewSession(
        app.db,
        tenantScopeOf(request.user),
        request.user.id,
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/:id/revoke',
    {
      schema: {
        tags: ['sessions'],
        summary: "Revoke a session's play link (idempotent)",
        description: 'A completed session answers 409: its link already takes no new answers.',
        params: sessionParamsSchema,
        response: { 200: sessionResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = tenantScopeOf(request.user);
      return { session: await revoke(app.db, scope, request.user.id, request.params.id) };
    },
  );

  app.post(
    '/:id/link',
    {
      schema: {
        tags: ['sessions'],
        summary: 'A new play link: the old one stops working at once',
        description:
          'Answers the new link once (only its hash is kept) with a new expiry; an expired ' +
          'session comes back to life. Revoked and completed sessions answer 409.',
        params: sessionParamsSchema,
        response: { 201: sessionLinkResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = tenantScopeOf(request.user);
      const session = await renewLink(app.db, scope, request.user.id, request.params.id, link);
      return reply.code(201).send({ session });
    },
  );

  app.get(
    '/batches/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: "A start's sheet: its sessions and their states, without links",
        description:
          'Which sessions "Print again" would give a new link (`reprintable`: not yet opened ' +
          "on a tablet, not revoked, completed or ended early). Another institute's sheet answers 404.",
        params: sessionBatchParamsSchema,
        response: { 200: sessionBatchResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      batch: await sessionBatch(app.db, tenantScopeOf(request.user), request.params.id),
    }),
  );

  app.post(
    '/batches/:id/links',
    {
      schema: {
        tags: ['sessions'],
        summary: "Print again: new links for the sheet's sessions not yet started",
        description:
          'Each reprintable session gets a new link and expiry; its old link stops working at ' +
          'once, as with POST /api/sessions/{id}/link, audited as `session.link_renewed` with ' +
          'the sheet. 409 when no session of the sheet is left to print.',
        params: sessionBatchParamsSchema,
        response: {
          201: reprintBatchResponseSchema,
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const scope = tenantScopeOf(request.user);
      const sessions = await reprintBatch(app.db, scope, request.user.id, request.params.id, link);
      return reply.code(201).send({ sessions });
    },
  );
};

export default sessionsRoutes;
