// Every error answers as an RFC 9457 problem (`application/problem+json`): unknown routes,
// unparsable or invalid requests, the problems handlers throw, and crashes (without internals).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Problem } from '@cogniplay/contract';
import { isDatabaseUnavailable } from '../db/postgres-errors.ts';
import { HttpProblem, problemBody } from '../lib/http-problem.ts';
import { useJsonBodyParser } from '../lib/json-body-parser.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  // A list's validators, set before its answer failed, do not describe the problem.
  reply.removeHeader('etag').removeHeader('cache-control');
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

function pathOf(request: FastifyRequest): string {
  const queryAt = request.url.indexOf('?');
  return queryAt === -1 ? request.url : request.url.slice(0, queryAt);
}

function toProblem(error: FastifyError, request: FastifyRequest): Problem {
  if (error instanceof HttpProblem) return error.toProblem();

  // Schema validation (zod through fastify-type-provider-zod): one entry per invalid field,
  // addressed by a JSON pointer that starts with the request part, e.g. `/body/email`.
  if (error.validation) {
    const part = error.validationContext ?? 'body';
    return problemBody(400, {
      detail: 'The request is invalid.',
      errors: error.validation.map((issue) => ({
        // An issue of the whole part (an unknown key, a rule across fields) names the part.
        path: `/${part}${issue.instancePath === '/' ? '' : issue.instancePath}`,
        message: issue.message ?? 'is invalid',
      })),
    });
  }

  const status = error.statusCode ?? 500;
  if (status >= 500 && isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return problemBody(503, {
      detail: 'The database cannot be reached right now. Please try again in a moment.',
    });
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return problemBody(500, {
      detail: 'Something went wrong on our side. Please try again later.',
    });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return problemBody(400, { detail: 'The request body is not valid JSON.' });
  }
  if (status === 404) {
    return problemBody(404, { detail: `No resource at ${request.method} ${pathOf(request)}.` });
  }
  // Fastify's own 4xx errors (413 body too large, 415 media type, ...) carry safe messages.
  return problemBody(status, { detail: error.message });
}

export default fp(
  async (app) => {
    // Without a parser for text/plain, a JSON route called with another content type answers 415.
    // The JSON parser refuses `__proto__` / `constructor.prototype` keys, saying so.
    app.removeContentTypeParser('text/plain');
    useJsonBodyParser(app);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const problem = toProblem(error, request);
      if (error instanceof HttpProblem) reply.headers(error.headers);
      if (problem.status === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', '5');
      return sendProblem(reply, problem);
    });

    app.setNotFoundHandler((request, reply) =>
      sendProblem(
        reply,
        problemBody(404, { detail: `No resource at ${request.method} ${pathOf(request)}.` }),
      ),
    );
  },
  { name: 'errors' },
);
