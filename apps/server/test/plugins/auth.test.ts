import { generateKeyPair, SignJWT, UnsecuredJWT, exportJWK, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { loadSigningKeys } from '../../src/idp/keys.ts';
import { buildTestApp, insertUser, type TestApp } from '../helper.ts';

const PROFILE = '/api/users/me/profile';
const ADMIN = { email: 'ada@example.org', roles: ['admin' as const] };

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    routes: (app) => {
      void app.register(
        async (scope) => {
          scope.addHook('onRequest', scope.authenticate);
          scope.get('/admin-only', { preHandler: scope.requireRole('admin') }, async () => ({
            ok: 1,
          }));
        },
        { prefix: '/api/test' },
      );
    },
  });
  await insertUser(t.db, { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(() => t.close());

async function profileWith(token: string) {
  return t.app.inject({ url: PROFILE, headers: { authorization: `Bearer ${token}` } });
}

function expectInvalidToken(response: Awaited<ReturnType<typeof profileWith>>) {
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(response.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
}

/** The token's parts with the payload replaced (signature kept). */
function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('bearer authentication', () => {
  it('accepts a valid access token', async () => {
    const response = await profileWith(await t.tokenFor(ADMIN));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'ada@example.org', roles: ['admin'] });
  });

  it('answers 401 with WWW-Authenticate: Bearer when no token is sent', async () => {
    const response = await t.app.inject({ url: PROFILE });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Sign in to continue: this request needs a bearer access token.',
    });
  });

  it('refuses another authorization scheme', async () => {
    const response = await t.app.inject({ url: PROFILE, headers: { authorization: 'Basic YTpi' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a malformed token', async () => {
    expectInvalidToken(await profileWith('not.a.jwt'));
    expectInvalidToken(await profileWith('garbage'));
  });

  it('refuses a token of another issuer', async () => {
    expectInvalidToken(
      await profileWith(
        await t.tokenFor({ ...ADMIN, claims: { iss: 'https://evil.example/realms/x' } }),
      ),
    );
  });

  it('refuses a token issued to another client (azp)', async () => {
    expectInvalidToken(
      await profileWith(await t.tokenFor({ ...ADMIN, claims: { azp: 'other-app' } })),
    );
    expectInvalidToken(
      await profileWith(await t.tokenFor({ ...ADMIN, claims: { azp: undefined } })),
    );
  });

  it('refuses an expired token', async () => {
    expectInvalidToken(await profileWith(await t.tokenFor({ ...ADMIN, expiresIn: -60 })));
  });

  it('refuses a token without exp', async () => {
    expectInvalidToken(await profileWith(await t.tokenFor({ ...ADMIN, expiresIn: null })));
  });

  it('refuses an unsigned token (alg none)', async () => {
    const valid = await t.tokenFor(ADMIN);
    const [, payload] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const unsigned = new UnsecuredJWT(claims).encode();
    expect(unsigned.endsWith('.')).toBe(true);
    expectInvalidToken(await profileWith(unsigned));
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const valid = await t.tokenFor({ email: 'someone@example.org', roles: [] });
    const tampered = withPayload(valid, (claims) => {
      claims.resource_access = { [t.config.oidc.clientId]: { roles: ['admin'] } };
    });
    expectInvalidToken(await profileWith(tampered));
  });

  it('refuses a token whose signature was changed', async () => {
    const valid = await t.tokenFor(ADMIN);
    const flipped = valid.slice(0, -4) + (valid.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expectInvalidToken(await profileWith(flipped));
  });

  it('refuses an HS256 token signed with the public key as the secret', async () => {
    const { publicJwks } = await loadSigningKeys(t.db);
    const publicJwk = publicJwks.keys[0]!;
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const valid = await t.tokenFor(ADMIN);
    const claims = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: publicJwk.kid })
      .sign(secret);
    expectInvalidToken(await profileWith(forged));
  });

  it('refuses a token signed by a key the issuer does not have', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const stranger = { ...(await exportJWK(privateKey)), kid: 'stranger' } as JWK;
    const valid = await t.tokenFor(ADMIN);
    const claims = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'stranger' })
      .sign(await importJWK(stranger, 'RS256'));
    expectInvalidToken(await profileWith(forged));
  });

  it('refuses an ID token used as an access token', async () => {
    expectInvalidToken(await profileWith(await t.tokenFor({ ...ADMIN, claims: { typ: 'ID' } })));
    expectInvalidToken(
      await profileWith(await t.tokenFor({ ...ADMIN, claims: { typ: undefined } })),
    );
  });

  it('refuses a token with a jku, jwk or x5u header, even when validly signed', async () => {
    for (const header of [
      { jku: 'https://evil.example/jwks.json' },
      { x5u: 'https://evil.example/cert.pem' },
    ]) {
      expectInvalidToken(await profileWith(await t.tokenFor({ ...ADMIN, header })));
    }
    const { publicJwks } = await loadSigningKeys(t.db);
    expectInvalidToken(
      await profileWith(await t.tokenFor({ ...ADMIN, header: { jwk: publicJwks.keys[0]! } })),
    );
  });

  it('reads roles from resource_access of our client only, limited to known roles', async () => {
    const token = await t.tokenFor({
      ...ADMIN,
      claims: {
        resource_access: {
          [t.config.oidc.clientId]: { roles: ['researcher', 'superuser'] },
          'other-app': { roles: ['admin'] },
        },
      },
    });
    expect((await profileWith(token)).json()).toMatchObject({ roles: ['researcher'] });
  });
});

describe('verified tokens kept for their later requests', () => {
  const GRACE = { email: 'grace@example.org', roles: ['researcher' as const] };

  it("answers a token's later requests without looking the user up again", async () => {
    await insertUser(t.db, { email: GRACE.email, firstName: 'Grace', lastName: 'Hopper' });
    const token = await t.tokenFor({ ...GRACE, claims: { jti: 'first' } });
    expect((await profileWith(token)).json()).toMatchObject({ firstName: 'Grace' });

    // A rename straight in the database: the same token still stands for the user it
    // was verified with (for at most a minute), a new token sees the change.
    await t.db
      .update(users)
      .set({ firstName: 'Amazing Grace' })
      .where(eq(users.email, GRACE.email));
    expect((await profileWith(token)).json()).toMatchObject({ firstName: 'Grace' });
    const newToken = await t.tokenFor({ ...GRACE, claims: { jti: 'second' } });
    expect((await profileWith(newToken)).json()).toMatchObject({ firstName: 'Amazing Grace' });
  });

  it('keeps the roles of each token apart', async () => {
    const asResearcher = await t.tokenFor({ ...GRACE, claims: { jti: 'researcher' } });
    const asNobody = await t.tokenFor({ ...GRACE, roles: [], claims: { jti: 'nobody' } });
    expect((await profileWith(asResearcher)).json()).toMatchObject({ roles: ['researcher'] });
    expect((await profileWith(asNobody)).json()).toMatchObject({ roles: [] });
    expect((await profileWith(asResearcher)).json()).toMatchObject({ roles: ['researcher'] });
  });

  it('still refuses a refused token when asked again', async () => {
    const token = await t.tokenFor({ ...GRACE, expiresIn: -60 });
    expectInvalidToken(await profileWith(token));
    expectInvalidToken(await profileWith(token));
  });
});

describe('role guard', () => {
  it('lets a user with the role through', async () => {
    const response = await t.app.inject({
      url: '/api/test/admin-only',
      headers: await t.authHeader(ADMIN),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 problem to a signed-in user without the role', async () => {
    const response = await t.app.inject({
      url: '/api/test/admin-only',
      headers: await t.authHeader({ email: 'ada@example.org', roles: ['researcher'] }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 403, title: 'Forbidden' });
  });

  it('answers 401 before the role check when no token is sent', async () => {
    const response = await t.app.inject({ url: '/api/test/admin-only' });
    expect(response.statusCode).toBe(401);
  });
});
