// Test support for the embedded provider: the real app listening on 127.0.0.1 (PUBLIC_URL set to
// its address, so issuer and URLs are real), a browser-like client with a cookie jar, and PKCE.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { createApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { pgliteTestOptions } from '../pglite-test-options.ts';
import { seedDemoData } from '../../src/seed.ts';
import { freshPostgresDatabase } from '../helper.ts';

export const DEMO_PASSWORD = 'correct horse battery';
const NO_WEB_BUILD = path.join(os.tmpdir(), 'cogniplay-test-no-web-build');

/** A migrated database: in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase(
      { kind: 'pglite', dataDir: 'memory://' },
      await pgliteTestOptions(),
    );
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const fresh = await freshPostgresDatabase(baseUrl, 'cogniplay_idp_test');
  const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 10 });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await fresh.drop();
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface IdpServer {
  app: FastifyInstance;
  config: Config;
  /** Site origin, e.g. http://127.0.0.1:43567 (no trailing slash). */
  baseUrl: string;
  issuer: string;
  close(): Promise<void>;
}

/**
 * Starts the real app on a free port against `database` (shared between servers to prove that
 * instances are stateless). The database stays open when the server closes.
 */
export async function startServer(
  database: Database,
  env: Record<string, string> = {},
): Promise<IdpServer> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: NO_WEB_BUILD,
    DEMO_PASSWORD,
    ...env,
  });
  // The app closes its database on close; the test owns this one.
  const app = createApp({ config, database: { ...database, close: async () => {} } });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    baseUrl: config.publicUrl,
    issuer: config.oidc.issuer,
    close: () => app.close(),
  };
}

export async function seed(database: Database, server: IdpServer) {
  return seedDemoData(database.db, server.config);
}

/** A server on its own database, seeded with the demo data; `close` stops both. */
export async function startSeededServer(env: Record<string, string> = {}): Promise<{
  database: Database;
  server: IdpServer;
  close(): Promise<void>;
}> {
  const { database, dispose } = await openTestDatabase();
  const server = await startServer(database, env);
  await seed(database, server);
  return {
    database,
    server,
    async close() {
      await server.close();
      await dispose();
    },
  };
}

interface StoredCookie {
  value: string;
  path: string;
}

/** A browser without JavaScript: a cookie jar (names and paths; enough for one origin). */
export class Browser {
  readonly cookies = new Map<string, StoredCookie>();
  readonly headers: Record<string, string>;

  constructor(headers: Record<string, string> = {}) {
    this.headers = headers;
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const cookie = [
      ...(this.headers.cookie ? [this.headers.cookie] : []),
      ...[...this.cookies]
        .filter(([, stored]) => target.pathname.startsWith(stored.path))
        .map(([name, stored]) => `${name}=${stored.value}`),
    ].join('; ');
    const response = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: { ...this.headers, ...(cookie ? { cookie } : {}) },
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
    });
    for (const header of response.headers.getSetCookie()) this.store(header);
    return response;
  }

  /** Follows redirects within the provider (`/realms/...`); returns the first response that leaves it. */
  async navigate(url: string, init: { form?: Record<string, string> } = {}): Promise<Response> {
    let response = await this.request(url, init);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (!location) return response;
      const next = new URL(location, url);
      if (!next.pathname.startsWith('/realms/')) return response;
      response = await this.request(next.href);
      url = next.href;
    }
    throw new Error('too many redirects');
  }

  private store(header: string) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute('expires');
    const removed =
      attribute('max-age') === '0' || (expires && Date.parse(expires) < Date.now()) || value === '';
    if (removed) this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(server: IdpServer, params: Record<string, string>): string {
  const url = new URL(`${server.issuer}/protocol/openid-connect/auth`);
  const defaults = {
    client_id: server.config.oidc.clientId,
    redirect_uri: `${server.baseUrl}/`,
    response_type: 'code',
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
  };
  for (const [key, value] of Object.entries({ ...defaults, ...params }))
    url.searchParams.set(key, value);
  return url.href;
}

/** The public keys the provider publishes. */
export async function fetchJwks(server: IdpServer): Promise<JSONWebKeySet> {
  return (await (
    await fetch(`${server.issuer}/protocol/openid-connect/certs`)
  ).json()) as JSONWebKeySet;
}

/** Value of a hidden input of the page. */
export function hiddenInput(html: string, name: string): string {
  const value = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no hidden input ${name}`);
  return value;
}

/** The `action` of the page's (first) form, resolved against the page's URL. */
export function formAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replaceAll('&amp;', '&'), pageUrl).href;
}

/** Starts a sign-in with PKCE S256 and returns the login page. */
export async function openLoginPage(
  browser: Browser,
  server: IdpServer,
  params: Record<string, string> = {},
) {
  const pkce = pkcePair();
  const response = await browser.navigate(
    authorizeUrl(server, {
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      ...params,
    }),
  );
  const url = response.url;
  return { response, html: await response.text(), url, pkce };
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** The whole code flow through the login form: authorize, sign in, exchange the code. */
export async function signIn(
  browser: Browser,
  server: IdpServer,
  email: string,
  password = DEMO_PASSWORD,
) {
  const login = await openLoginPage(browser, server);
  const callback = await browser.navigate(formAction(login.html, login.url), {
    form: { email, password },
  });
  const location = new URL(callback.headers.get('location') ?? '', server.baseUrl);
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`sign-in did not return a code (status ${callback.status})`);
  const tokens = await postToken(server, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${server.baseUrl}/`,
    code_verifier: login.pkce.verifier,
  });
  if (tokens.status !== 200)
    throw new Error(`token exchange failed: ${JSON.stringify(tokens.body)}`);
  return tokens.body as unknown as TokenSet;
}

export async function postToken(server: IdpServer, form: Record<string, string>) {
  const response = await fetch(`${server.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: server.config.oidc.clientId, ...form }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & Partial<TokenSet>,
  };
}
