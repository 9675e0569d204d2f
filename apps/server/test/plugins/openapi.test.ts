import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document of the API without a token', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });

  it('lists the users routes with the contract schemas, and nothing outside the API', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    // Every module adds its paths; the users routes are the foundation's, and all are under /api.
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/users/me/context', '/api/users/me/profile']),
    );
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    const profile = document.paths['/api/users/me/profile'].get;
    expect(profile.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/UserProfile',
    });
    expect(profile.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['UserProfile', 'UserContext', 'ResearcherContext', 'Problem']),
    );
  });

  it('serves the reference page from our own origin without a token', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/<script>[^<]/);
    for (const src of page.body.matchAll(/src="([^"]+)"/g)) {
      expect(src[1]).not.toMatch(/^(https?:)?\/\//);
    }
    const script = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});
