import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

function json(body: unknown, status = 200, type = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

function setup(token: string | null, response: Response) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response);
  const client = createApiClient({ baseUrl: '/api', getToken: async () => token, fetch });
  const headers = () => new Headers(fetch.mock.calls[0]?.[1]?.headers);
  return { client, fetch, headers };
}

describe('api client', () => {
  it('sends the bearer token when there is one and returns the body', async () => {
    const { client, fetch, headers } = setup('tok', json({ n: 1 }));
    await expect(client.get<{ n: number }>('/things')).resolves.toEqual({ n: 1 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/things');
    expect(headers().get('Authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, headers } = setup(null, json({}));
    await client.request('/x');
    expect(headers().has('Authorization')).toBe(false);
  });

  it('posts JSON', async () => {
    const { client, fetch, headers } = setup('t', json({ id: 3 }, 201));
    await client.post('/things', { name: 'A' });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"name":"A"}');
    expect(headers().get('Content-Type')).toBe('application/json');
  });

  it('turns a problem+json answer into an ApiError', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Name is required',
      errors: [{ path: '/body/name', message: 'Required' }],
    };
    const { client } = setup('t', json(problem, 400, 'application/problem+json'));
    const error = await client.request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Name is required',
      title: 'Bad Request',
      status: 400,
      detail: 'Name is required',
      errors: problem.errors,
      isClientError: true,
    });
  });

  it('still gives an ApiError for a body that is not problem details', async () => {
    const { client } = setup('t', new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client.request('/x')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});
