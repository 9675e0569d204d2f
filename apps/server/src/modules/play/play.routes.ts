// /api/play/{token}: the API of a child's tablet. No sign-in: the token in the path is the
// only credential (api.ts registers these routes outside the authenticated subtree). Requests
// are rate-limited per token and per client address; the token never reaches a log (logger.ts).
import {
  endSessionBodySchema,
  endSessionResponseSchema,
  PLAY_DEVICE_HEADER,
  PLAY_DEVICE_PATTERN,
  PLAY_TOKEN_PATTERN,
  playLinkGoneSchema,
  playParamsSchema,
  playSessionSchema,
  submitAnswerBodySchema,
  submitAnswerResponseSchema,
} from '@cogniplay/contract';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { httpError, HttpProblem } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { hashPlayToken } from '../../lib/play-token.ts';
import { answerBatches } from './answer-batches.ts';
import { playCaches } from './play-content.ts';
import { storeAnswers } from './play.repository.ts';
import { createPlayRateLimiter } from './play-rate-limit.ts';
import {
  endPlaySession,
  moveSession,
  readPlaySession,
  startPlaySession,
  submitAnswer,
} from './play.service.ts';

/** Batches of answers stored at once on PostgreSQL: a few of the pool's 10 connections. */
const POSTGRES_BATCHES = 4;

/**
 * The largest play request body: an answer is about 250 bytes. Bigger ones answer 413 before they
 * are read, so nobody can make the server parse a megabyte of JSON with a made-up token.
 */
export const PLAY_BODY_LIMIT = 4096;

const notAPlayLink = () =>
  httpError.badRequest('The request is invalid.', [
    { path: '/params/token', message: 'Not a play link' },
  ]);

/**
 * What the play routes say of a link that does not play, for their OpenAPI descriptions; 410
 * answers with the `PlayLinkGone` problem and its `reason`.
 */
const LINK_STATES =
  'An unknown token answers 404, the same for every one. A real token whose session no longer ' +
  'plays answers 410 with `reason`: `completed` (every answer is stored), `revoked` (a ' +
  'researcher withdrew the link), `expired` (the link is past its expiry; a completed ' +
  'session stays `completed`), `declined` (the child said no on the tablet) or `stopped` (an ' +
  'adult stopped it on the tablet).';

/** 410 with its reason; the other problems as usual. */
const goneAnd = <S extends number>(...statuses: S[]) => ({
  ...problemResponses(...statuses),
  410: playLinkGoneSchema,
});

/** The device a request names in its header (checked in onRequest), or undefined. */
const deviceOf = (request: FastifyRequest) =>
  request.headers[PLAY_DEVICE_HEADER] as string | undefined;

/** The token's hash, computed once per request (the rate limit and the handler both need it). */
const tokenHashes = new WeakMap<object, string>();

const playRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const caches = playCaches();
  const storeAnswer = answerBatches((answers) => storeAnswers(app.db, answers), {
    concurrency: config.database.kind === 'postgres' ? POSTGRES_BATCHES : 1,
  });
  const tokenHashOf = (request: { params: unknown }) => {
    const known = tokenHashes.get(request);
    if (known) return known;
    const { token } = request.params as { token?: unknown };
    const hash = hashPlayToken(typeof token === 'string' ? token : '');
    tokenHashes.set(request, hash);
    return hash;
  };
  const consume = await createPlayRateLimiter(app, config.playRateLimit, tokenHashOf);

  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= PLAY_BODY_LIMIT;
  });

  // Before the body is read: a malformed link and a flood are refused as cheaply as possible.
  app.addHook('onRequest', async (request) => {
    const { token } = request.params as { token?: unknown };
    if (typeof token !== 'string' || !PLAY_TOKEN_PATTERN.test(token)) throw notAPlayLink();
    const device = request.headers[PLAY_DEVICE_HEADER];
    if (device !== undefined && (typeof device !== 'string' || !PLAY_DEVICE_PATTERN.test(device))) {
      throw httpError.badRequest('The request is invalid.', [
        { path: `/headers/${PLAY_DEVICE_HEADER}`, message: 'Not a play device id' },
      ]);
    }
    const limit = await consume(request);
    if (!limit.allowed) {
      throw new HttpProblem(429, {
        detail: 'Too many requests: wait a moment, then try again.',
        headers: { 'retry-after': String(limit.retryAfterSeconds) },
      });
    }
  });

  const security: { [name: string]: string[] }[] = [];

  app.get(
    '/:token',
    {
      schema: {
        tags: ['play'],
        summary: 'Everything the play page needs to play its session (no sign-in)',
        description:
          'The token of the play link is the credential. Each instance is in the shape of its ' +
          '`game`; none carries the truth of an item the child answers. ' +
          `${LINK_STATES} A session bound to another device (\`${PLAY_DEVICE_HEADER}\`) ` +
          'answers 423.',
        security,
        params: playParamsSchema,
        // Each instance in its game's shape: the games registered when the app is built.
        response: { 200: playSessionSchema(), ...goneAnd(400, 404, 423, 429) },
      },
    },
    async (request) =>
      readPlaySession(app.db, caches.content, tokenHashOf(request), deviceOf(request)),
  );

  app.post(
    '/:token/start',
    {
      schema: {
        tags: ['play'],
        summary: 'Mark the session started (the first time only)',
        description:
          `The first device to start the session (\`${PLAY_DEVICE_HEADER}\`) is the only ` +
          `one the session answers from then on; another gets 423. ${LINK_STATES}`,
        security,
        params: playParamsSchema,
        response: { 204: z.null(), ...goneAnd(400, 404, 423, 429) },
      },
    },
    async (request, reply) => {
      await startPlaySession(app.db, tokenHashOf(request), deviceOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:token/move',
    {
      schema: {
        tags: ['play'],
        summary: 'Move the session to this device (an adult chose "continue here")',
        description:
          `Binds the session to the device of \`${PLAY_DEVICE_HEADER}\` (required); the ` +
          'device it was bound to gets 423 from now on. Audited as `session.moved`. ' +
          LINK_STATES,
        security,
        params: playParamsSchema,
        response: { 204: z.null(), ...goneAnd(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const device = deviceOf(request);
      if (device === undefined) {
        throw httpError.badRequest('The request is invalid.', [
          { path: `/headers/${PLAY_DEVICE_HEADER}`, message: 'Required' },
        ]);
      }
      await moveSession(app.db, tokenHashOf(request), device);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:token/end',
    {
      schema: {
        tags: ['play'],
        summary: 'End the session early: the child declined, or an adult stopped it',
        description:
          '201 ended now; 200 it ended so before (the same reason and stop reason: a queued end ' +
          'sent again); 409 it ended for another reason. The answers stored so far are kept or ' +
          "deleted by the institute's `answersAfterStop` (`discardedAnswers` says how many " +
          'went). Audited as `session.ended_early`. A completed session answers 410 ' +
          '`completed`; a session bound to another device 423. ' +
          LINK_STATES,
        security,
        params: playParamsSchema,
        body: endSessionBodySchema,
        response: {
          200: endSessionResponseSchema,
          201: endSessionResponseSchema,
          ...goneAnd(400, 404, 409, 413, 415, 423, 429),
        },
      },
    },
    async (request, reply) => {
      const { status, body } = await endPlaySession(
        app.db,
        tokenHashOf(request),
        request.body,
        deviceOf(request),
      );
      return reply.code(status).send(body);
    },
  );

  app.post(
    '/:token/answers',
    {
      schema: {
        tags: ['play'],
        summary: 'Store one answer (idempotent by position and item)',
        description:
          '201 stored; 200 the same answer was stored before (also after completion); 409 a ' +
          'different answer to the item is stored; 400 the `response` does not fit the answer ' +
          "schema of the answered instance's game; 410 the link no longer takes answers " +
          '(`reason`: `completed`, `revoked` or `expired`; none of them is worth sending ' +
          'again, and after `revoked` or `expired` no answer of the link is); 400 the ' +
          'position or item index is outside the session; 423 the session is bound to ' +
          'another device. `correct` only with feedback. An unknown token answers 404.',
        security,
        params: playParamsSchema,
        body: submitAnswerBodySchema,
        response: {
          200: submitAnswerResponseSchema,
          201: submitAnswerResponseSchema,
          ...goneAnd(400, 404, 409, 413, 415, 423, 429),
        },
      },
    },
    async (request, reply) => {
      const { status, body } = await submitAnswer(
        app.db,
        caches,
        storeAnswer,
        tokenHashOf(request),
        request.body,
        deviceOf(request),
      );
      if (status === 201) app.metrics.answerRecorded();
      return reply.code(status).send(body);
    },
  );
};

export default playRoutes;
