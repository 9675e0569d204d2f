import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { Browser, openTestDatabase, seed, signIn, startServer, type IdpServer } from './support.ts';

let database: Database;
let dispose: () => Promise<void>;
let server: IdpServer;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  server = await startServer(database);
  await seed(database, server);
});

afterAll(async () => {
  await server.close();
  await dispose();
});

describe('authorization code flow', () => {
  it('signs the admin in through the login form and issues Keycloak-shaped tokens', async () => {
    const tokens = await signIn(new Browser(), server, 'admin@cogniplay.test');
    console.log(decodeJwt(tokens.access_token), decodeJwt(tokens.id_token));
    const jwks = await (await fetch(`${server.issuer}/protocol/openid-connect/certs`)).json();
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), {
      issuer: server.issuer,
    });
    expect(payload.typ).toBe('Bearer');
  });
});
