// Play API requests counted per link and per client address in fixed windows, in this server
// instance's memory (@fastify/rate-limit's store). Counting in the database cost a statement on
// every answer and serialised a whole school on its address's row; with several instances the
// budgets are per instance, which still stops a flood. Keys hold the token's hash, never the token.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PlayRateLimitSettings {
  perToken: number;
  perAddress: number;
  windowSeconds: number;
}

export type PlayLimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Keys kept per instance: a school's tablets and addresses, with room for a flood of others. */
const KEYS_KEPT = 100_000;

/** Registers the store on `app`; the answer counts the request against both budgets. */
export async function createPlayRateLimiter(
  app: FastifyInstance,
  settings: PlayRateLimitSettings,
  tokenHashOf: (request: FastifyRequest) => string,
): Promise<(request: FastifyRequest) => Promise<PlayLimitAnswer>> {
  await app.register(rateLimit, { global: false, cache: KEYS_KEPT });
  const timeWindow = settings.windowSeconds * 1000;
  const perToken = app.createRateLimit({
    max: settings.perToken,
    timeWindow,
    keyGenerator: (request) => `token:${tokenHashOf(request)}`,
  });
  const perAddress = app.createRateLimit({
    max: settings.perAddress,
    timeWindow,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  return async (request) => {
    const answers = [await perAddress(request), await perToken(request)];
    const retryAfterSeconds = Math.max(
      0,
      ...answers.map((answer) =>
        answer.isAllowed || !answer.isExceeded ? 0 : answer.ttlInSeconds,
      ),
    );
    return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
  };
}
