// The browser flow end to end against the real app: authorization code + PKCE through our login
// form, the tokens' Keycloak shape, refresh token rotation, revocation and RP-initiated logout.
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  Browser,
  fetchJwks,
  formAction,
  hiddenInput,
  pkcePair,
  postToken,
  signIn,
  startSeededServer,
  type IdpServer,
} from './support.ts';

let server: IdpServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, close } = await startSeededServer());
});

afterAll(() => close());

describe('discovery', () => {
  it("publishes Keycloak's endpoint paths under /realms/cogniplay", async () => {
    const response = await fetch(
      `${server.baseUrl}/realms/cogniplay/.well-known/openid-configuration`,
    );
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    const base = `${server.baseUrl}/realms/cogniplay/protocol/openid-connect`;
    expect(doc).toMatchObject({
      issuer: `${server.baseUrl}/realms/cogniplay`,
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/certs`,
      userinfo_endpoint: `${base}/userinfo`,
      end_session_endpoint: `${base}/logout`,
      revocation_endpoint: `${base}/revoke`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
  });

  it('publishes only public key material', async () => {
    const { keys } = await fetchJwks(server);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code flow', () => {
  it('signs the admin in and issues a Keycloak-shaped JWT access token', async () => {
    const tokens = await signIn(new Browser(), server, 'admin@cogniplay.test');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    const { payload, protectedHeader } = await jwtVerify(
      tokens.access_token,
      createLocalJWKSet(await fetchJwks(server)),
      {
        issuer: server.issuer,
        requiredClaims: ['exp', 'sub'],
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      typ: 'Bearer',
      azp: 'cogniplay-web',
      email: 'admin@cogniplay.test',
      given_name: 'Ada',
      family_name: 'Admin',
      name: 'Ada Admin',
      resource_access: { 'cogniplay-web': { roles: ['admin'] } },
    });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the profile claims and roles into the ID token, typed ID', async () => {
    const tokens = await signIn(new Browser(), server, 'researcher@cogniplay.test');
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      iss: server.issuer,
      aud: 'cogniplay-web',
      typ: 'ID',
      email: 'researcher@cogniplay.test',
      given_name: 'Rita',
      family_name: 'Researcher',
      name: 'Rita Researcher',
      resource_access: { 'cogniplay-web': { roles: ['researcher'] } },
    });
    expect(idToken.sub).toBe(decodeJwt(tokens.access_token).sub);
  });

  it('refuses an authorization request without PKCE, and with the plain method', async () => {
    const requests: Record<string, string>[] = [
      {},
      { code_challenge: pkcePair().verifier, code_challenge_method: 'plain' },
    ];
    for (const params of requests) {
      const response = await new Browser().request(authorizeUrl(server, params));
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin + location.pathname).toBe(`${server.baseUrl}/`);
      expect(location.searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('refuses a redirect uri other than the site origin', async () => {
    const response = await new Browser().request(
      authorizeUrl(server, {
        redirect_uri: 'https://evil.example/',
        code_challenge: pkcePair().challenge,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Something went wrong');
  });

  it('refuses a code exchange with the wrong verifier', async () => {
    const browser = new Browser();
    const login = await browser.navigate(
      authorizeUrl(server, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    );
    const callback = await browser.navigate(formAction(await login.text(), login.url), {
      form: { email: 'admin@cogniplay.test', password: server.config.demoPassword },
    });
    const code = new URL(callback.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await postToken(server, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${server.baseUrl}/`,
      code_verifier: pkcePair().verifier,
    });
    expect(tokens).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});

describe('silent sign-in (prompt=none, as a new tab of the app asks)', () => {
  const silentPage = () => `${server.baseUrl}/silent-renew.html`;

  it('returns a code to the silent page while the provider session is open', async () => {
    const browser = new Browser();
    await signIn(browser, server, 'admin@cogniplay.test');
    const pkce = pkcePair();
    const response = await browser.navigate(
      authorizeUrl(server, {
        prompt: 'none',
        redirect_uri: silentPage(),
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
      }),
    );
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(silentPage());
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    // The new tab gets tokens of its own, with its own refresh token.
    const tokens = await postToken(server, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: silentPage(),
      code_verifier: pkce.verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeTruthy();
  });

  it('answers login_required to the silent page without a session', async () => {
    const response = await new Browser().navigate(
      authorizeUrl(server, {
        prompt: 'none',
        redirect_uri: silentPage(),
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      }),
    );
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(silentPage());
    expect(location.searchParams.get('error')).toBe('login_required');
  });
});

describe('refresh tokens', () => {
  it('rotate: the new one works, the used one is refused', async () => {
    const tokens = await signIn(new Browser(), server, 'admin@cogniplay.test');
    const refreshed = await postToken(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(refreshed.body.access_token ?? '')).toMatchObject({
      typ: 'Bearer',
      azp: 'cogniplay-web',
    });

    const reused = await postToken(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('are refused once revoked', async () => {
    const tokens = await signIn(new Browser(), server, 'admin@cogniplay.test');
    const revoked = await fetch(`${server.issuer}/protocol/openid-connect/revoke`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'cogniplay-web',
        token: tokens.refresh_token,
        token_type_hint: 'refresh_token',
      }),
    });
    expect(revoked.status).toBe(200);
    const refreshed = await postToken(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});

describe('RP-initiated logout', () => {
  it('ends the session and returns to the site origin', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, server, 'admin@cogniplay.test');
    const logoutUrl = new URL(`${server.issuer}/protocol/openid-connect/logout`);
    logoutUrl.searchParams.set('id_token_hint', tokens.id_token);
    logoutUrl.searchParams.set('post_logout_redirect_uri', `${server.baseUrl}/`);

    const page = await browser.request(logoutUrl.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Do you want to sign out of Cogniplay?');
    // Confirmed at once by our script file when the app sent its ID token; no inline script.
    expect(html).toContain('data-auto-submit');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);

    const confirmed = await browser.request(formAction(html, logoutUrl.href), {
      form: { xsrf: hiddenInput(html, 'xsrf'), logout: 'yes' },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.baseUrl}/`);

    const refreshed = await postToken(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const silent = await browser.request(
      authorizeUrl(server, {
        prompt: 'none',
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'login_required',
    );
  });
});
