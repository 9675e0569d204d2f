import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpError } from '../../src/lib/http-problem.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

const PROBLEM = 'application/problem+json; charset=utf-8';

function testRoutes(app: FastifyInstance) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.post(
    '/test/echo',
    {
      schema: {
        body: z.object({ email: z.email(), age: z.number().int().min(0) }),
        querystring: z.object({ page: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request) => request.body,
  );
  zapp.get('/test/missing-school', async () => {
    throw httpError.notFound('School');
  });
  zapp.get('/test/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ routes: testRoutes });
});
afterAll(() => t.close());

/** `response` is exactly this problem, served as application/problem+json. */
function expectProblem(
  response: LightMyRequestResponse,
  status: number,
  title: string,
  detail: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe(PROBLEM);
  expect(response.json()).toEqual({ type: 'about:blank', title, status, detail });
}

function post(payload: string, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: '/test/echo',
    headers: { 'content-type': contentType },
    payload,
  });
}

describe('problem details', () => {
  it('answers an unknown route with a 404 problem', async () => {
    const response = await t.app.inject({ url: '/no/such/thing?x=1' });
    expectProblem(response, 404, 'Not Found', 'No resource at GET /no/such/thing.');
  });

  it('answers a 404 problem for unknown API routes too', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe(PROBLEM);
  });

  it('passes a valid request through', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.org', age: 3 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'a@b.org', age: 3 });
  });

  it('answers bad JSON with 400', async () => {
    const response = await post('{"email": ');
    expectProblem(response, 400, 'Bad Request', 'The request body is not valid JSON.');
  });

  it('answers an invalid body with 400 and a JSON pointer per invalid field', async () => {
    const response = await post(JSON.stringify({ email: 'not-an-email', age: -1 }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM);
    const problem = response.json();
    expect(problem).toMatchObject({
      status: 400,
      title: 'Bad Request',
      detail: 'The request is invalid.',
    });
    expect(problem.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      '/body/age',
      '/body/email',
    ]);
    expect(problem.errors.every((e: { message: string }) => e.message.length > 0)).toBe(true);
  });

  it('names the query string in the path of an invalid query parameter', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/echo?page=zero',
      payload: { email: 'a@b.org', age: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([{ path: '/querystring/page' }]);
  });

  it('refuses prototype poisoning with 400', async () => {
    const response = await post('{"email":"a@b.org","age":1,"__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM);
  });

  it('answers 415 when a JSON route gets another content type', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const response = await post('{"email":"a@b.org","age":1}', type);
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toBe(PROBLEM);
      expect(response.json()).toMatchObject({ status: 415, title: 'Unsupported Media Type' });
    }
  });

  it('answers 413 when the body is too large', async () => {
    const response = await post(
      JSON.stringify({ email: 'a@b.org', age: 1, pad: 'x'.repeat(1_100_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toBe(PROBLEM);
    expect(response.json()).toMatchObject({ status: 413, title: 'Payload Too Large' });
  });

  it('answers the problem a handler throws', async () => {
    const response = await t.app.inject({ url: '/test/missing-school' });
    expectProblem(response, 404, 'Not Found', 'School not found.');
  });

  it('answers a crash with a generic 500 that reveals nothing', async () => {
    const response = await t.app.inject({ url: '/test/crash' });
    expectProblem(
      response,
      500,
      'Internal Server Error',
      'Something went wrong on our side. Please try again later.',
    );
    expect(response.body).not.toContain('secret');
  });
});
