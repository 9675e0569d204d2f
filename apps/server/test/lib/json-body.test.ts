import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, JsonBody, sendJsonBody } from '../../src/lib/json-body.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('sendJsonBody', () => {
  const app = Fastify();
  const body = JsonBody.of({ names: ['Åsa', 'Zoë'] }, 'names-7');
  const long = JsonBody.of({ names: Array.from({ length: 200 }, (_, i) => `Name ${i}`) }, 'l-1');
  app.get('/names', (request, reply) => sendJsonBody(request, reply, body));
  app.get('/long', (request, reply) => sendJsonBody(request, reply, long));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('sends the JSON with a weak ETag that revalidation does not need to download', async () => {
    const response = await app.inject({ url: '/names' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.etag).toBe('W/"names-7"');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json()).toEqual({ names: ['Åsa', 'Zoë'] });

    for (const ifNoneMatch of ['W/"names-7"', '"names-7"', '"other", W/"names-7"', '*']) {
      const revalidated = await app.inject({
        url: '/names',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.body).toBe('');
    }
    const changed = await app.inject({
      url: '/names',
      headers: { 'if-none-match': 'W/"names-6"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('sends gzip to clients that accept it, compressed once', async () => {
    const response = await app.inject({
      url: '/long',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).names).toHaveLength(200);
    expect(long.gzip()).toBe(long.gzip());

    const plain = await app.inject({ url: '/long' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().names).toHaveLength(200);
  });

  it('sends a body under 1 KB as it is', async () => {
    const response = await app.inject({ url: '/names', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ names: ['Åsa', 'Zoë'] });
  });
});
