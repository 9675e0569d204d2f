// pino settings: JSON logs without secrets. Tokens, cookies and passwords are redacted wherever
// they appear; request logs keep the path and the names of query parameters, never their values
// (OIDC callbacks carry `code` and `state` there, searches may carry names of people); failed
// queries are logged without their parameters (lib/log-safe-error.ts).
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
          url: url === undefined ? undefined : withoutQueryValues(url),
          host: text(request.host),
          remoteAddress: text(request.ip),
        };
      },
    },
  };
}
