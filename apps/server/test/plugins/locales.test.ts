import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { createWebBuild, type WebBuild } from '../web-build.ts';

let build: WebBuild;
let t: TestApp;
beforeAll(async () => {
  build = await createWebBuild();
  t = await buildTestApp({ env: { WEB_DIST_DIR: build.dir } });
});
afterAll(async () => {
  await t.close();
  await build.remove();
});

describe('GET /locales/{lng}/{ns}.json', () => {
  it('serves a translation file with a short cache time', async () => {
    const response = await t.app.inject({ url: '/locales/en/common.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({ signIn: 'Sign in' });
  });

  it('accepts a regional language code', async () => {
    const response = await t.app.inject({ url: '/locales/de-AT/common.json' });
    expect(response.json()).toEqual({ signIn: 'Anmelden' });
  });

  it('answers a 404 problem for a missing language or namespace', async () => {
    for (const url of ['/locales/fr/common.json', '/locales/en/games.json']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({ detail: 'Translation file not found.' });
    }
  });

  it('answers a 400 problem for names that are not a language or namespace', async () => {
    for (const url of [
      '/locales/..%2F..%2Fx/common.json',
      '/locales/en/..%2F..%2F..%2Fpackage.json',
      '/locales/EN/common.json',
      '/locales/en/common.txt',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json().errors[0].path).toMatch(/^\/params\/(lng|file)$/);
    }
  });

  it('never answers a file outside the folder', async () => {
    for (const url of [
      '/locales/../x',
      '/locales/../../package.json',
      '/locales/en/../../index.html',
      '/locales/%2e%2e/common.json',
    ]) {
      const response = await t.app.inject({ url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    }
  });
});

describe('without a web build', () => {
  it("falls back to the web app's source folder", async () => {
    const { default: Fastify } = await import('fastify');
    const { validatorCompiler } = await import('fastify-type-provider-zod');
    const { loadConfig } = await import('../../src/config.ts');
    const { default: errorsPlugin } = await import('../../src/plugins/errors.ts');
    const { default: localesPlugin } = await import('../../src/plugins/locales.ts');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorsPlugin);
    await app.register(localesPlugin, {
      config: loadConfig({ WEB_DIST_DIR: '/nonexistent/cogniplay-build' }),
      sourceDir: `${build.dir}/locales`,
    });
    const response = await app.inject({ url: '/locales/en/common.json' });
    expect(response.json()).toEqual({ signIn: 'Sign in' });
    await app.close();
  });
});
