// Hands every request under the issuer path to oidc-provider (a Koa app), except our own pages.
// It runs as @fastify/middie middleware in onRequest, before Fastify reads the body, so the
// provider parses its own form posts.
import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

export interface MountOptions {
  provider: Provider;
  mountPath: string;
  /** Sub-paths (below mountPath, e.g. `/login/`) that Fastify routes of ours answer. */
  ownPrefixes: string[];
}

export async function mountProvider(
  app: FastifyInstance,
  { provider, mountPath, ownPrefixes }: MountOptions,
) {
  await app.register(middie);
  const handle = provider.callback();
  // middie strips mountPath from req.url (and keeps the full one in req.originalUrl, which the
  // provider uses to build its URLs).
  app.use(mountPath, (req, res, next) => {
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
