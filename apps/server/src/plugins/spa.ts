// The built web app (apps/web/dist): its files, play.html for the children's play page
// (/play/{token}) and index.html for every other client-side route. Hashed files under /assets/
// are cached for a year; index.html is revalidated; no HTTP cache stores the play page (its URL
// holds the play token; the page's service worker keeps one copy, without the token).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { injectMetaTags } from '../lib/html-meta.ts';
import { cspDirectives, cspHeader } from './security.ts';

export interface SpaPluginOptions {
  config: Config;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * Paths that never belong to the client-side router. A missing hashed asset (an old tab after a
 * deploy) must fail clearly instead of receiving HTML.
 */
const SERVER_PREFIXES = ['/api/', '/realms/', '/locales/', '/assets/'];

/** The settings the web app reads from index.html at run time (see apps/web/index.html). */
export function runtimeMeta(config: Config): Record<string, string> {
  return {
    'cogniplay-oidc-authority': config.oidc.issuer,
    'cogniplay-oidc-client-id': config.oidc.clientId,
    'cogniplay-contact-email': config.contactEmail,
  };
}

/** The play page's path prefix: /play/{token}, a page of its own (apps/web/play.html). */
const PLAY_PREFIX = '/play/';

async function readHtml(distDir: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(distDir, file), 'utf8');
  } catch {
    return undefined;
  }
}

function isPlayPage(urlPath: string): boolean {
  return urlPath === '/play' || urlPath.startsWith(PLAY_PREFIX);
}

/** Every file of the build as a URL path (`/assets/index-abc123.js`), except the two pages. */
async function listFiles(distDir: string): Promise<Set<string>> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(distDir, path.join(entry.parentPath, entry.name));
    files.add(`/${relative.split(path.sep).join('/')}`);
  }
  files.delete('/index.html');
  files.delete('/play.html');
  return files;
}

function wantsHtmlPage(request: FastifyRequest, urlPath: string): boolean {
  if (urlPath === '/api' || SERVER_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) {
    return false;
  }
  return request.headers.accept?.includes('text/html') ?? false;
}

export default fp<SpaPluginOptions>(
  async (app, { config }) => {
    const distDir = config.webDistDir;
    const template = await readHtml(distDir, 'index.html');
    if (template === undefined) {
      // Tests and API-only deployments: unknown paths simply answer 404.
      app.log.info({ distDir }, 'no web build found; serving the API only');
      return;
    }
    // Filled in once: the page is the same for every request.
    const indexHtml = injectMetaTags(template, runtimeMeta(config));
    const indexEtag = `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 27)}"`;
    const files = await listFiles(distDir);
    // The play page needs no run-time settings: it talks to the play API of its own origin only.
    const playHtml = await readHtml(distDir, 'play.html');
    // Only the play page compiles WebAssembly: the hand model of camera mode.
    const playPolicy = cspHeader(cspDirectives(config, { webAssembly: true }));

    await app.register(fastifyStatic, { root: distDir, serve: false });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const urlPath = `/${(request.params as { '*': string })['*']}`;
      if (files.has(urlPath)) {
        return urlPath.startsWith('/assets/')
          ? reply.sendFile(urlPath, { maxAge: ONE_YEAR_MS, immutable: true })
          : reply.header('cache-control', 'no-cache').sendFile(urlPath, { cacheControl: false });
      }
      // Browsers ask for /favicon.ico whatever the page links; the logo is the site's icon.
      if (urlPath === '/favicon.ico' && files.has('/logo.svg')) {
        return reply.redirect('/logo.svg', 301);
      }
      if (!wantsHtmlPage(request, urlPath)) return reply.callNotFound();

      if (playHtml !== undefined && isPlayPage(urlPath)) {
        // The URL carries the session's token: no cache keeps the page under it, and no other
        // site learns it through a Referer (the site-wide `Referrer-Policy: no-referrer`).
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .header('content-security-policy', playPolicy)
          .type('text/html; charset=utf-8')
          .send(playHtml);
      }

      reply.header('cache-control', 'no-cache').header('etag', indexEtag);
      if (request.headers['if-none-match'] === indexEtag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(indexHtml);
    });
  },
  { name: 'spa' },
);
