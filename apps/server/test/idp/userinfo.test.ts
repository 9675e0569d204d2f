// The advertised userinfo endpoint answers the app's own access tokens, as Keycloak's does, and
// refuses anything else with RFC 6750's 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signIn, startSeededServer, type IdpServer } from './support.ts';

let server: IdpServer;
let close: () => Promise<void>;
let userinfoUrl: string;

beforeAll(async () => {
  ({ server, close } = await startSeededServer());
  const discovery = (await (
    await fetch(`${server.issuer}/.well-known/openid-configuration`)
  ).json()) as { userinfo_endpoint: string };
  userinfoUrl = discovery.userinfo_endpoint;
});

afterAll(() => close());

const researcherClaims = {
  email: 'researcher@cogniplay.test',
  email_verified: true,
  preferred_username: 'researcher@cogniplay.test',
  resource_access: { 'cogniplay-web': { roles: ['researcher'] } },
};

describe('userinfo', () => {
  it('answers the claims of the account an access token was issued to', async () => {
    const tokens = await signIn(new Browser(), server, 'researcher@cogniplay.test');
    const response = await fetch(userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const claims = (await response.json()) as Record<string, unknown>;
    expect(claims).toMatchObject(researcherClaims);
    expect(claims.sub).toBe(JSON.parse(atob(tokens.access_token.split('.')[1]!)).sub);
  });

  it('takes the token from a POSTed form too', async () => {
    const tokens = await signIn(new Browser(), server, 'researcher@cogniplay.test');
    const response = await fetch(userinfoUrl, {
      method: 'POST',
      body: new URLSearchParams({ access_token: tokens.access_token }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(researcherClaims);
  });

  it('refuses a request without a token, without naming an error', async () => {
    const response = await fetch(userinfoUrl);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="cogniplay"');
  });

  it('refuses an ID token, a tampered token and garbage as invalid tokens', async () => {
    const tokens = await signIn(new Browser(), server, 'researcher@cogniplay.test');
    const [header, payload, signature] = tokens.access_token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(atob(payload!)), email: 'admin@cogniplay.test' }),
    ).toString('base64url');
    for (const authorization of [
      `Bearer ${tokens.id_token}`,
      `Bearer ${header}.${otherPayload}.${signature}`,
      'Bearer not-a-jwt',
    ]) {
      const response = await fetch(userinfoUrl, { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe(
        'Bearer realm="cogniplay", error="invalid_token"',
      );
      expect(await response.json()).toMatchObject({ error: 'invalid_token' });
    }
  });
});
