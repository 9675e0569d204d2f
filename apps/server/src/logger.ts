// pino settings: JSON logs without secrets. Tokens, cookies and passwords are redacted wherever
// they appear; request logs keep the path and the names of query parameters, never their values
// (OIDC callbacks carry `code` and `state` there, searches may carry names of people); failed
// queries are logged without their parameters (lib/log-safe-error.ts). Play links' tokens are
// cut from logged paths.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { serializeLogSafeError } from './lib/log-safe-error.ts';

const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'code_verifier',
  'client_secret',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/** `/cb?code=abc&state=xyz` -> `/cb?code&state` */
export function withoutQueryValues(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const names = [...new URLSearchParams(url.slice(queryAt + 1)).keys()];
  return names.length ? `${url.slice(0, queryAt)}?${names.join('&')}` : url.slice(0, queryAt);
}

/**
 * A token in a path is a credential: a play link's, of a child's tablet (`/play/<token>…`,
 * `/api/play/<token>…`), and an export's download ticket (`/api/exports/<ticket>`). They are
 * logged as `/play/[REDACTED]…`, `/api/exports/[REDACTED]`.
 */
export function withoutPathToken(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  // Routing decodes the path (`/api/%70lay/…` reaches the play API too): match it decoded; and
  // a path that only reads as a token's once resolved (`/api/./exports/…`, a backslash for a
  // slash, `http://host/api/…`) is logged resolved.
  const decoded = decodedPath(path);
  const resolved = decodedPath(resolvedPath(path));
  for (const candidate of [decoded, resolved]) {
    const prefix = TOKEN_PATH.exec(candidate)?.[0];
    if (prefix === undefined) continue;
    const after = candidate.slice(prefix.length);
    const slashAt = after.indexOf('/');
    const tail = slashAt === -1 ? '' : after.slice(slashAt);
    return `${prefix}[REDACTED]${tail}${query}`;
  }
  return url;
}

const TOKEN_PATH = /^\/+(?:(?:api\/+)?play|api\/+exports)\/+/i;

/** The path decoded; as it is when not UTF-8 (such a URL reaches no route). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The path as a URL parser resolves it: dot segments, backslashes, an absolute form. */
function resolvedPath(path: string): string {
  try {
    return new URL(path, 'http://localhost').pathname;
  } catch {
    return path;
  }
}

/** The URL as logged: no token of a path, no query values. */
export function loggedUrl(url: string): string {
  return withoutQueryValues(withoutPathToken(url));
}

/** Fastify's request, or whatever else some code logs as `req`. */
interface LoggedRequest {
  method?: unknown;
  url?: unknown;
  host?: unknown;
  ip?: unknown;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      err: serializeLogSafeError,
      req: (request: LoggedRequest) => {
        const url = text(request.url);
        return {
          method: text(request.method),
          url: url === undefined ? undefined : loggedUrl(url),
          host: text(request.host),
          remoteAddress: text(request.ip),
        };
      },
    },
  };
}
