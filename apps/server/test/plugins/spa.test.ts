import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { ASSET_JS, createWebBuild, PLAY_HTML, type WebBuild } from '../web-build.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let build: WebBuild;
let t: TestApp;
beforeAll(async () => {
  build = await createWebBuild();
  t = await buildTestApp({
    env: {
      WEB_DIST_DIR: build.dir,
      CONTACT_EMAIL: 'team@example.org',
      OIDC_CLIENT_ID: 'web"app<x>',
    },
  });
});
afterAll(async () => {
  await t.close();
  await build.remove();
});

describe('the web app', () => {
  it('serves index.html for client-side routes, revalidated on every load', async () => {
    for (const url of ['/', '/admin', '/r/schools/12?tab=staff', '/login']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('fills in the run-time meta tags, HTML-escaped', async () => {
    const { body } = await t.app.inject({ url: '/', headers: HTML });
    expect(body).toContain(
      '<meta name="cogniplay-oidc-authority" content="http://localhost:3000/realms/cogniplay" />',
    );
    expect(body).toContain(
      '<meta name="cogniplay-oidc-client-id" content="web&quot;app&lt;x&gt;" />',
    );
    expect(body).toContain('<meta name="cogniplay-contact-email" content="team@example.org" />');
  });

  it('answers 304 to a revalidation of an unchanged index.html', async () => {
    const first = await t.app.inject({ url: '/admin', headers: HTML });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await t.app.inject({
      url: '/admin',
      headers: { ...HTML, 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ASSET_JS);
  });

  it('revalidates other files of the build', async () => {
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends /favicon.ico, which browsers ask for whatever the page links, to the logo', async () => {
    const response = await t.app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/logo.svg');
  });

  it('answers a 404 problem, not the page, for missing assets and requests not asking for HTML', async () => {
    for (const [url, headers] of [
      ['/assets/missing-123.js', {}],
      ['/assets/missing-123.js', HTML],
      ['/admin', { accept: 'application/json' }],
    ] as const) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    }
  });

  it('never answers the page for the API or the sign-in provider', async () => {
    for (const url of ['/api/nothing', '/api', '/realms/other/x']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    }
  });

  it('serves the play page, not the app, for /play/{token}: never stored, no referrer', async () => {
    const token = 'Ab_-'.repeat(10) + 'xyz';
    for (const url of [`/play/${token}`, `/play/${token}?lng=de`, '/play/x', '/play']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(PLAY_HTML);
      expect(response.body).not.toContain('cogniplay-oidc-authority');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // The app's strict policy: scripts of this origin only, no inline script, no framing; and
      // WebAssembly, for the hand model of camera mode (never eval).
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('keeps the play page out of the app and the API', async () => {
    for (const url of ['/player', '/games/play/x']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    const api = await t.app.inject({ url: '/api/play/x', headers: HTML });
    expect(api.body).not.toBe(PLAY_HTML);
    const json = await t.app.inject({ url: '/play/x', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const file = await t.app.inject({ url: '/play.html', headers: HTML });
    expect(file.body).not.toBe(PLAY_HTML);
  });

  it('does not serve files outside the build', async () => {
    const response = await t.app.inject({ url: '/assets/..%2F..%2F..%2Fetc%2Fpasswd' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:');
  });
});

describe('without a web build', () => {
  it('starts and answers unknown paths with a 404 problem', async () => {
    const apiOnly = await buildTestApp();
    try {
      const response = await apiOnly.app.inject({ url: '/', headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    } finally {
      await apiOnly.close();
    }
  });
});
