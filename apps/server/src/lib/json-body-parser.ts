// The JSON body parser of every route: secure-json-parse (as Fastify's own parser), which refuses
// a `__proto__` key, or a `constructor` key holding `prototype`, anywhere in the body. Unlike
// Fastify's, it says so instead of calling such a body invalid JSON.
import { errorCodes, type FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { httpError } from './http-problem.ts';

export const PROTOTYPE_KEY_DETAIL =
  'The request body must not contain a "__proto__" key, or a "constructor" key holding ' +
  '"prototype", at any level.';

/** Parses `body`, or throws the 400 to answer. */
export function parseJsonBody(body: string): unknown {
  if (body.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
  try {
    return secureJson.parse(body, undefined, {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch (error) {
    if (error instanceof SyntaxError && /forbidden prototype property/.test(error.message)) {
      throw httpError.badRequest(PROTOTYPE_KEY_DETAIL);
    }
    throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  }
}

/** Replaces Fastify's `application/json` parser (same media types, same body limit). */
export function useJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
