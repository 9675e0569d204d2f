// OIDC_ISSUER + OIDC_CLIENT_ID: the embedded provider is off and the API verifies tokens against
// the external issuer's key set (a stand-in for Keycloak on a local port).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import {
  keycloakEnv,
  startKeycloakStandIn,
  type KeycloakStandIn,
} from './identity/keycloak-stand-in.ts';

const CLIENT_ID = 'cogniplay-prod';
let keycloak: KeycloakStandIn;
let testApp: TestApp;

beforeAll(async () => {
  keycloak = await startKeycloakStandIn(CLIENT_ID);
  testApp = await buildTestApp({ env: keycloakEnv(keycloak) });
});

afterAll(async () => {
  await testApp.close();
  await keycloak.close();
});

/** An access token as Keycloak issues it to the public client. */
function keycloakToken(claims: Record<string, unknown> = {}): Promise<string> {
  return keycloak.accessToken({
    sub: 'kc-subject-1',
    resource_access: { [CLIENT_ID]: { roles: ['admin'] }, account: { roles: ['view-profile'] } },
    ...claims,
  });
}

describe('external issuer', () => {
  it('accepts a Keycloak access token verified against the remote key set', async () => {
    const res = await testApp.app.inject({
      url: '/api/users/me/profile',
      headers: { authorization: `Bearer ${await keycloakToken()}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'kim@example.org',
      firstName: 'Kim',
      lastName: 'Keycloak',
      roles: ['admin'],
    });
  });

  it('refuses a token of the embedded realm or another client', async () => {
    for (const claims of [
      { iss: 'http://localhost:3000/realms/cogniplay' },
      { azp: 'cogniplay-web' },
    ]) {
      const res = await testApp.app.inject({
        url: '/api/users/me/profile',
        headers: { authorization: `Bearer ${await keycloakToken(claims)}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('does not serve the embedded provider', async () => {
    const res = await testApp.app.inject({
      url: '/realms/cogniplay/.well-known/openid-configuration',
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('keeps an invited researcher pending: no researcher context, no schools', async () => {
    const admin = { authorization: `Bearer ${await keycloakToken()}` };
    const institute = await testApp.app.inject({
      method: 'POST',
      url: '/api/research-institutes',
      headers: admin,
      payload: { name: 'Keycloak Institute' },
    });
    const invited = await testApp.app.inject({
      method: 'POST',
      url: '/api/researchers',
      headers: admin,
      payload: { email: 'rae@example.org', researchInstituteId: institute.json().id },
    });
    expect(invited.statusCode).toBe(202);
    const researcher = {
      authorization: `Bearer ${await keycloakToken({
        sub: 'kc-subject-2',
        email: 'rae@example.org',
        given_name: 'Rae',
        family_name: 'Search',
        resource_access: { [CLIENT_ID]: { roles: ['researcher'] } },
      })}`,
    };
    const context = await testApp.app.inject({ url: '/api/users/me/context', headers: researcher });
    expect(context.json().researcherContext).toBeNull();
    const schools = await testApp.app.inject({ url: '/api/schools', headers: researcher });
    expect(schools.statusCode).toBe(403);
    const list = await testApp.app.inject({
      url: `/api/researchers?instituteId=${institute.json().id}`,
      headers: admin,
    });
    expect(list.json().researchers).toMatchObject([
      { email: 'rae@example.org', firstName: '', status: 'pending' },
    ]);
  });
});

describe('when the key set cannot be fetched', () => {
  // Its own app: the key set is fetched on the first token and then cached.
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await buildTestApp({ env: keycloakEnv(keycloak) });
  });
  afterAll(async () => {
    await fresh.close();
  });

  const certs = /\/protocol\/openid-connect\/certs$/;
  async function profile(token: string) {
    const started = Date.now();
    const res = await fresh.app.inject({
      url: '/api/users/me/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    return { res, ms: Date.now() - started };
  }

  it('answers 503 at once when Keycloak (or the proxy before it) answers 502', async () => {
    keycloak.failNext('GET', certs, 502);
    const { res, ms } = await profile(await keycloakToken());
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/sign-in service cannot be reached/);
    expect(res.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(1_000);
  });

  it('answers 503 within 5 s when the key set does not answer', async () => {
    keycloak.failNext('GET', certs, 'hang');
    const { res, ms } = await profile(await keycloakToken());
    expect(res.statusCode).toBe(503);
    expect(ms).toBeLessThan(4_500);
  }, 10_000);

  it('once the key set answers: a good token passes, a bad one stays 401', async () => {
    expect((await profile(await keycloakToken())).res.statusCode).toBe(200);
    const good = await keycloakToken();
    const [header, payload] = good.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(342)}`;
    const { res } = await profile(forged);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses a token whose key the set does not have with 401, not 503', async () => {
    const { res } = await profile(
      (await keycloakToken()).replace(/^[^.]+/, () =>
        Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'unknown-key' })).toString('base64url'),
      ),
    );
    expect(res.statusCode).toBe(401);
  });
});
