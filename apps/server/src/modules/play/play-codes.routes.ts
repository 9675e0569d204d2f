// POST /api/play/codes: a card's short code, typed on a tablet, for the play link's token.
import { redeemPlayCodeBodySchema, redeemPlayCodeResponseSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createDelayLimiter } from '../../db/delay-limiter.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { redeemPlayCode } from './play-codes.ts';

const playCodesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limiter = createDelayLimiter(app.db, config.playCodeDelay);

  app.post(
    '/codes',
    {
      schema: {
        tags: ['play'],
        summary: "A card's short code, typed on a tablet, for its play link (no sign-in)",
        description:
          "Once: the code is spent and the card's link stops working; the answer's token is " +
          "the tablet's link (`/play/{token}`). Case, spaces and dashes do not matter, O reads " +
          'as 0 and I or L as 1. 404 for no such code, 409 once the session was opened on a ' +
          'tablet, 410 once it ended or expired. Wrong codes from one address are slowed down ' +
          '(`PLAY_CODE_RATE_LIMIT` without pause, then pauses doubling up to ' +
          '`PLAY_CODE_MAX_PAUSE_SECONDS`): 429 with Retry-After.',
        security: [],
        body: redeemPlayCodeBodySchema,
        response: {
          201: redeemPlayCodeResponseSchema,
          ...problemResponses(400, 404, 409, 410, 429),
        },
      },
    },
    async (request, reply) => {
      const token = await redeemPlayCode(app.db, limiter, request.ip, request.body.code);
      return reply.code(201).send({ token });
    },
  );
};

export default playCodesRoutes;
