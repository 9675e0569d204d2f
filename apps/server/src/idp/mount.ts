// Hands every request under the issuer path to oidc-provider (a Koa app), except our own pages.
// It runs as @fastify/middie middleware in onRequest, before Fastify reads the body, so the
// provider parses its own form posts.
import type { IncomingMessage } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { clientAddress, type TrustProxy } from '../lib/trust-proxy.ts';
import { LANGUAGE_COOKIE, languageChoice } from './i18n.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface MountOptions {
  provider: Provider;
  mountPath: string;
  /** Sub-paths (below mountPath, e.g. `/login/`) that Fastify routes of ours answer. */
  ownPrefixes: string[];
  /** The site's origin as browsers see it (PUBLIC_URL). */
  publicUrl: string;
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY). */
  trustProxy: TrustProxy;
}

export async function mountProvider(
  app: FastifyInstance,
  { provider, mountPath, ownPrefixes, publicUrl, trustProxy }: MountOptions,
) {
  await app.register(middie);
  const handle = provider.callback();
  // The provider builds its URLs (discovery, redirects) and picks the cookies' Secure flag from
  // the request's Host and protocol. Those come from PUBLIC_URL only, never from the request's
  // Host or X-Forwarded-Host: a forged header must not move the issuer's endpoints elsewhere.
  // provider.proxy is on (provider.ts) so that Koa reads the protocol set here.
  const { host, protocol } = new URL(publicUrl);
  function pinToPublicUrl(req: IncomingMessage) {
    req.headers.host = host;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = protocol.slice(0, -1);
    // The provider (Koa, proxy on) reads the client from X-Forwarded-For: leave it only the
    // address the trusted proxies report, or nothing.
    if (trustProxy === false) delete req.headers['x-forwarded-for'];
    else req.headers['x-forwarded-for'] = clientAddress(req, trustProxy);
  }
  // middie strips mountPath from req.url (and keeps the full one in req.originalUrl, which the
  // provider uses to build its URLs).
  app.use(mountPath, (req, res, next) => {
    pinToPublicUrl(req);
    // A language chosen with a page's switch is remembered for the next pages and the app. Set
    // on the raw response: the provider answers its requests itself, past Fastify's reply.
    const language = languageChoice(req.url ?? '/');
    if (language) {
      const cookie = app.serializeCookie(LANGUAGE_COOKIE, language, {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'lax',
        secure: protocol === 'https:',
      });
      res.appendHeader('set-cookie', cookie);
    }
    const path = req.url ?? '/';
    if (ownPrefixes.some((prefix) => path.startsWith(prefix))) next();
    else void handle(req, res);
  });
  // middie only runs for routes of this plugin: these catch-alls bring the provider's paths here.
  // Their handler is not reached, as the provider answers every request, unknown paths included.
  const unreachable = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  app.all(mountPath, unreachable);
  app.all(`${mountPath}/*`, unreachable);
}
