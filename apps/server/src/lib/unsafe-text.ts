// Applies the contract's text rule (packages/contract/src/safe-text.ts) once to every /api
// request: path parameters, query and JSON body, before any route validates or stores them.
import { findUnsafeText } from '@cogniplay/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { httpError } from './http-problem.ts';

export const UNSAFE_TEXT_DETAIL = 'The request contains text that cannot be stored.';

/** A preValidation hook: 400 naming the first unsafe string or key (`/body/name`, ...). */
export async function refuseUnsafeText(request: FastifyRequest): Promise<void> {
  const parts = { params: request.params, querystring: request.query, body: request.body };
  for (const [part, value] of Object.entries(parts)) {
    const found = findUnsafeText(value, `/${part}`);
    if (found) throw httpError.badRequest(UNSAFE_TEXT_DETAIL, [found]);
  }
}

/**
 * Adds `refuseUnsafeText` as the last preValidation hook of every route registered after this
 * on `app`: after the role checks, so a user without the role learns nothing about the request.
 */
export function refuseUnsafeTextOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const existing = route.preValidation;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preValidation = [...hooks, refuseUnsafeText];
  });
}
