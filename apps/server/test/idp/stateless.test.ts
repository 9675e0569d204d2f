// Two instances on one database behave as one: same keys, and a sign-in started on one instance
// continues on the other (interactions, sessions, codes and refresh tokens live in the database).
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { loadSigningKeys } from '../../src/idp/keys.ts';
import {
  Browser,
  DEMO_PASSWORD,
  fetchJwks,
  formAction,
  openLoginPage,
  openTestDatabase,
  postToken,
  seed,
  startServer,
  type IdpServer,
} from './support.ts';

let database: Database;
let dispose: () => Promise<void>;
let first: IdpServer;
let second: IdpServer;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  first = await startServer(database);
  // Behind one load balancer both instances have the same public URL, hence the same issuer.
  second = await startServer(database, { PUBLIC_URL: first.baseUrl });
  await seed(database, first);
});

afterAll(async () => {
  await first.close();
  await second.close();
  await dispose();
});

/** The same URL, answered by the other instance. */
function on(server: IdpServer, url: string): string {
  const moved = new URL(url);
  const target = new URL(`http://127.0.0.1:${server.config.port}`);
  moved.host = target.host;
  return moved.href;
}

it('keeps its keys: instances and restarts load the same stored keys', async () => {
  expect(await fetchJwks(second)).toEqual(await fetchJwks(first));
  const again = await loadSigningKeys(database.db);
  expect(again.publicJwks).toEqual(await fetchJwks(first));
});

it('continues on the second instance a sign-in started on the first', async () => {
  const browser = new Browser();
  const login = await openLoginPage(browser, first);
  const callback = await browser.navigate(on(second, formAction(login.html, login.url)), {
    form: { email: 'admin@cogniplay.test', password: DEMO_PASSWORD },
  });
  const code = new URL(callback.headers.get('location') ?? '').searchParams.get('code');
  expect(code).toBeTruthy();

  const tokens = await postToken(second, {
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: `${first.baseUrl}/`,
    code_verifier: login.pkce.verifier,
  });
  expect(tokens.status).toBe(200);
  const { payload } = await jwtVerify(
    tokens.body.access_token ?? '',
    createLocalJWKSet(await fetchJwks(first)),
    {
      issuer: first.issuer,
    },
  );
  expect(payload.azp).toBe('cogniplay-web');

  // The refresh token of the second instance works on the first.
  const refreshed = await postToken(first, {
    grant_type: 'refresh_token',
    refresh_token: tokens.body.refresh_token ?? '',
  });
  expect(refreshed.status).toBe(200);
});
