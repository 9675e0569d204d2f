import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { cspDirectives } from '../../src/plugins/security.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

function directivesOf(header: string): Map<string, string> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    const csp = directivesOf(response.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    const all = response.headers['content-security-policy'] as string;
    expect(all).not.toContain('unsafe-eval');
    expect(all).not.toMatch(/https?:/);
  });

  it('lets only the silent sign-in page be framed, by our own origin', async () => {
    for (const url of ['/silent-renew.html', '/silent-renew.html?code=x&state=y']) {
      const response = await t.app.inject({ url });
      const csp = directivesOf(response.headers['content-security-policy'] as string);
      expect(csp.get('frame-ancestors'), url).toBe("'self'");
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    for (const url of ['/', '/login', '/silent-renew.html/x', '/api/openapi.json']) {
      const response = await t.app.inject({ url });
      const csp = directivesOf(response.headers['content-security-policy'] as string);
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends the usual hardening headers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows only the external issuer as another origin', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://auth.example.org/realms/cogniplay',
      OIDC_CLIENT_ID: 'cogniplay-web',
      KEYCLOAK_ADMIN_CLIENT_ID: 'cogniplay-admin',
      KEYCLOAK_ADMIN_CLIENT_SECRET: 'a-secret',
      PUBLIC_URL: 'https://cogniplay.example.org',
    });
    const csp = cspDirectives(config);
    expect(csp['connect-src']).toEqual(["'self'", 'https://auth.example.org']);
    expect(csp['form-action']).toEqual(["'self'", 'https://auth.example.org']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('compression', () => {
  it('compresses large responses for clients that accept it', async () => {
    const response = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends plain responses to clients that do not', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('caching of API answers', () => {
  it('forbids storing single records, profiles, problems and unknown API paths', async () => {
    const headers = await t.authHeader({ roles: ['admin'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/participants',
      headers,
      payload: { subjectId: 'S-cache', firstName: 'Ada', lastName: 'L' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    for (const url of [
      `/api/participants/${id}`,
      '/api/users/me/profile',
      '/api/users/me/context',
      '/api/participants/999999',
      '/api/no-such-thing',
    ]) {
      const response = await t.app.inject({ url, headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect(created.headers['cache-control']).toBe('no-store');
    const unauthenticated = await t.app.inject({ url: '/api/users/me/profile' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
  });

  it('leaves the lists that revalidate with their ETag as they are', async () => {
    const headers = await t.authHeader({ roles: ['admin'] });
    const response = await t.app.inject({ url: '/api/schools', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.etag).toBeTruthy();
  });

  it('does not touch what is not the API', async () => {
    const response = await t.app.inject({ url: '/locales/en/common.json' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
