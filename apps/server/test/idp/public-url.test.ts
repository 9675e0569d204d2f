// The provider's URLs come from PUBLIC_URL only: a forged Host or X-Forwarded-Host header (with
// or without TRUST_PROXY) changes neither the discovery document nor any redirect.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  DEMO_PASSWORD,
  openTestDatabase,
  pkcePair,
  seed,
  startServer,
  type IdpServer,
} from './support.ts';

const PUBLIC_URL = 'https://cogniplay.example';
const ISSUER = `${PUBLIC_URL}/realms/cogniplay`;
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
};

let database: Database;
let dispose: () => Promise<void>;
const servers: IdpServer[] = [];

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  for (const trustProxy of ['false', '1'])
    servers.push(await startServer(database, { PUBLIC_URL, TRUST_PROXY: trustProxy }));
  await seed(database, servers[0]!);
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await dispose();
});

interface Answer {
  status: number;
  location: string | undefined;
  cookies: string[];
  body: string;
}

/** A request to the server's socket with headers fetch would not let us forge (Host). */
function send(
  server: IdpServer,
  path: string,
  init: { method?: string; cookie?: string; form?: Record<string, string> } = {},
): Promise<Answer> {
  const { port } = server.config;
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers: {
          ...FORGED,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            cookies: res.headers['set-cookie'] ?? [],
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const jar = (answers: Answer[]) =>
  answers
    .flatMap((a) => a.cookies)
    .map((c) => c.split(';')[0])
    .join('; ');

/** Every absolute URL in a text. */
const urlsIn = (text: string) => text.match(/https?:\/\/[^"\s,]+/g) ?? [];

describe.each([0, 1])('with a forged Host (server %i: TRUST_PROXY off, on)', (index) => {
  it('publishes the discovery document at PUBLIC_URL', async () => {
    const server = servers[index]!;
    const answer = await send(server, '/realms/cogniplay/.well-known/openid-configuration');
    expect(answer.status).toBe(200);
    const discovery = JSON.parse(answer.body) as Record<string, unknown>;
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.authorization_endpoint).toBe(`${ISSUER}/protocol/openid-connect/auth`);
    const urls = urlsIn(answer.body);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url.startsWith(`${ISSUER}/`) || url === ISSUER).toBe(true);
  });

  it('redirects only to PUBLIC_URL through the whole sign-in', async () => {
    const server = servers[index]!;
    const pkce = pkcePair();
    const query = new URLSearchParams({
      client_id: 'cogniplay-web',
      redirect_uri: `${PUBLIC_URL}/`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    });
    const answers: Answer[] = [];
    const authorize = await send(server, `/realms/cogniplay/protocol/openid-connect/auth?${query}`);
    answers.push(authorize);
    expect(authorize.status).toBe(303);
    const loginPath = new URL(authorize.location!, ISSUER).pathname;
    const login = await send(server, loginPath, { cookie: jar(answers) });
    expect(login.status).toBe(200);
    const signedIn = await send(server, loginPath, {
      cookie: jar(answers),
      form: { email: 'admin@cogniplay.test', password: DEMO_PASSWORD },
    });
    answers.push(signedIn);
    expect(signedIn.status).toBe(303);
    const resume = new URL(signedIn.location!);
    expect(resume.origin).toBe(PUBLIC_URL);
    const callback = await send(server, resume.pathname, { cookie: jar(answers) });
    expect(callback.status).toBe(303);
    expect(callback.location).toMatch(new RegExp(`^${PUBLIC_URL}/\\?code=`));
    for (const answer of [authorize, signedIn, callback])
      expect(answer.location).not.toContain('evil.example');
  });
});
