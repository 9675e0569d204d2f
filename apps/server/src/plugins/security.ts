// Security headers with a strict Content-Security-Policy, no caching of API answers, ETags with
// the 304 to an unchanged one, and response compression.
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export interface SecurityPluginOptions {
  config: Config;
}

/**
 * The policy for everything this origin serves. No inline script and no eval anywhere;
 * inline styles are allowed because Radix and Monaco set them at run time. An external issuer
 * (Keycloak) is the only other origin: the SPA calls its token endpoint and posts to its forms.
 */
export function cspDirectives(
  config: Config,
  { frameable = false, webAssembly = false }: { frameable?: boolean; webAssembly?: boolean } = {},
): Record<string, string[]> {
  const issuerOrigin = config.oidc.embedded ? [] : [new URL(config.oidc.issuer).origin];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // The play page runs the hand model (WebAssembly from this origin) for camera mode.
    'script-src': ["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...issuerOrigin],
    'frame-src': ["'self'", ...issuerOrigin],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': [frameable ? "'self'" : "'none'"],
    'form-action': ["'self'", ...issuerOrigin],
  };
  // Behind plain http (local development) upgrading would break every request.
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The one page our own origin may show in a frame: where a silent (`prompt=none`) sign-in
 * returns, inside the app's hidden frame. Every other response refuses framing.
 */
export const SILENT_SIGNIN_PAGE = '/silent-renew.html';

export function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export default fp<SecurityPluginOptions>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      // The legacy header says the same as `frame-ancestors 'none'`.
      frameguard: { action: 'deny' },
      // HSTS only makes sense when the site is served over https.
      strictTransportSecurity: config.publicUrl.startsWith('https:'),
    });
    const frameablePolicy = cspHeader(cspDirectives(config, { frameable: true }));
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0] !== SILENT_SIGNIN_PAGE) return;
      reply.header('content-security-policy', frameablePolicy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    });
    // A tag of its own for an answer that has none (a hash of its body); weak, as the plain and
    // the compressed body share it. Compression runs after it (a hook of each route).
    await app.register(etag, { weak: true });
    await app.register(compress, { global: true, threshold: 1024 });

    // API answers hold personal data: no browser or proxy keeps them, unless the route chose to
    // revalidate (the cached lists send `private, no-cache`, lib/cached-list.ts).
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security' },
);
