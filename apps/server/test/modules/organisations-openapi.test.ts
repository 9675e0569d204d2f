import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('documents every organisations endpoint under its /api path', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
  expect(methods('/api/research-institutes')).toEqual(['get', 'post']);
  expect(methods('/api/research-institutes/{id}')).toEqual(['get', 'patch']);
  expect(methods('/api/researchers')).toEqual(['get', 'post']);
  expect(methods('/api/schools')).toEqual(['get', 'post']);
  expect(methods('/api/schools/{id}')).toEqual(['delete', 'get', 'patch']);
  expect(methods('/api/schools/{id}/admins')).toEqual(['get']);
  expect(methods('/api/schools/{id}/staff')).toEqual(['get', 'post']);
  expect(methods('/api/schools/{id}/staff/{userId}')).toEqual(['get', 'patch']);
  expect(methods('/api/outbox')).toEqual(['get']);
  const ours = /^\/api\/(research-institutes|researchers|schools|outbox)/;
  expect(Object.keys(doc.paths).filter((path) => ours.test(path) && path.endsWith('/'))).toEqual(
    [],
  );
});
