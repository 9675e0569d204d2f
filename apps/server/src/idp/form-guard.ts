// What the provider's own pages (login, onboarding, password reset) accept, and how they refuse
// the rest: only url-encoded forms of at most FORM_BODY_LIMIT bytes, no NUL characters or lone
// UTF-16 surrogates in any field or query parameter. Every refusal, and every other failure, is
// a page of ours in the reader's language (413, 415, 400; 500 without details), never JSON.
import formbody from '@fastify/formbody';
import { findUnsafeText } from '@cogniplay/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import type { MessageKey } from './i18n.ts';
import { requestPageContext, sendPage } from './pages.ts';
import { renderErrorPage } from './views/message-pages.ts';

/** Largest form body: the longest form (onboarding) needs a few kilobytes at most. */
export const FORM_BODY_LIMIT = 16 * 1024;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * True when a string, or any key or string value inside arrays and objects, is not clean text:
 * the contract's one text rule (a NUL character or a lone UTF-16 surrogate), as on the API.
 */
export function containsForbiddenCharacters(value: unknown): boolean {
  return findUnsafeText(value) !== undefined;
}

/** A refusal of the request as a whole, shown as an error page with this status and text. */
class FormRefusal extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  constructor(statusCode: number, messageKey: MessageKey) {
    super(messageKey);
    this.statusCode = statusCode;
    this.messageKey = messageKey;
  }
}

const STATUS_MESSAGES: Partial<Record<number, MessageKey>> = {
  413: 'error.tooLarge',
  415: 'error.unsupportedType',
};

export function isFormContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/** Registers the parsers, limits, checks and error pages on the provider's (encapsulated) plugin. */
export async function registerFormGuard(
  app: FastifyInstance,
  { mountPath, homeUrl }: { mountPath: string; homeUrl: string },
): Promise<void> {
  // Without a parser, any other content type with a body is refused by Fastify with 415.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= FORM_BODY_LIMIT;
  });

  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && !isFormContentType(request.headers['content-type']))
      throw new FormRefusal(415, 'error.unsupportedType');
    if (
      containsForbiddenCharacters(request.body) ||
      containsForbiddenCharacters(request.query) ||
      containsForbiddenCharacters(request.params)
    )
      throw new FormRefusal(400, 'error.invalidCharacters');
  });

  function sendError(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: MessageKey,
  ) {
    const page = requestPageContext(mountPath, request);
    return sendPage(reply, status, renderErrorPage(page, page.t(key), homeUrl));
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof errors.SessionNotFound)
      return sendError(request, reply, 400, 'error.expired');
    if (error instanceof FormRefusal)
      return sendError(request, reply, error.statusCode, error.messageKey);
    const status = error.statusCode ?? 500;
    // Fastify's own refusals (413 body too large, 415 media type, 400 unreadable body).
    if (status >= 400 && status < 500)
      return sendError(request, reply, status, STATUS_MESSAGES[status] ?? 'error.generic');
    request.log.error({ err: error }, 'provider page failed');
    return sendError(request, reply, 500, 'error.generic');
  });
}
