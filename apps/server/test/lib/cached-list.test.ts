// lib/cached-list.ts on the real app: one build per scope and version, every answer through the
// route's response schema, and the plugins' ETag, 304 and compression.
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { participants } from '../../src/db/schema/index.ts';
import { cachedList } from '../../src/lib/cached-list.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

const namesSchema = z.object({ names: z.array(z.string()) });
type Names = z.infer<typeof namesSchema>;

let t: TestApp;
let names: string[] = ['Åsa', 'Zoë'];
const build = vi.fn(async (): Promise<Names> => ({ names: [...names] }));
let wrongShape = false;

beforeAll(async () => {
  t = await buildTestApp({
    // Registered as a plugin: it runs after the app's own, once the database is there.
    routes: (app) =>
      void app.register(async (plainApp) => {
        const scoped = plainApp.withTypeProvider<ZodTypeProvider>();
        const list = cachedList<Names>(scoped.db, { versions: ['participants'], maxScopes: 2 });
        const schema = {
          querystring: z.object({ scope: z.string() }),
          response: { 200: namesSchema },
        };
        scoped.get('/names', { schema }, async (request, reply) =>
          list(reply, {
            scope: request.query.scope,
            build: async () => (wrongShape ? ({ names: [1] } as unknown as Names) : build()),
          }),
        );
      }),
  });
});
afterAll(() => t.close());
afterEach(() => {
  wrongShape = false;
});

const get = (scope: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/names?scope=${scope}`, headers });

async function write() {
  await t.db.insert(participants).values({ subjectId: `S-${Math.random()}` });
}

describe('cachedList', () => {
  it('builds once per scope and version, and again after a write', async () => {
    build.mockClear();
    expect((await get('a')).json()).toEqual({ names: ['Åsa', 'Zoë'] });
    expect((await get('a')).json()).toEqual({ names: ['Åsa', 'Zoë'] });
    expect((await get('b')).json()).toEqual({ names: ['Åsa', 'Zoë'] });
    expect(build).toHaveBeenCalledTimes(2);

    names = ['Ada'];
    expect((await get('a')).json()).toEqual({ names: ['Åsa', 'Zoë'] });
    await write();
    expect((await get('a')).json()).toEqual({ names: ['Ada'] });
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('revalidates: a weak ETag per scope and version, 304 while it is unchanged', async () => {
    const first = await get('a');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"a-\d+"$/);
    const unchanged = await get('a', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await get('b', { 'if-none-match': etag })).statusCode).toBe(200);

    await write();
    const changed = await get('a', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is compressed once per encoding, zstd or gzip; brotli by the plugin', async () => {
    names = Array.from({ length: 200 }, (_, i) => `Name ${i}`);
    await write();
    const callsBefore = build.mock.calls.length;
    const answer = await get('a', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString()).names).toHaveLength(200);
    const browser = await get('a', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('zstd');
    expect(JSON.parse(zstdDecompressSync(browser.rawPayload).toString()).names).toHaveLength(200);
    const brotliOnly = await get('a', { 'accept-encoding': 'br' });
    expect(brotliOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotliOnly.rawPayload).toString()).names).toHaveLength(
      200,
    );
    expect((await get('a')).json().names).toHaveLength(200);
    expect(build).toHaveBeenCalledTimes(callsBefore + 1);
  });

  it('sends no answer that its response schema refuses, however often it is asked', async () => {
    wrongShape = true;
    await write();
    const refused = await get('c');
    expect(refused.statusCode).toBe(500);
    // Not the list's tag and caching: the problem is never revalidated.
    expect(refused.headers.etag).not.toMatch(/^W\/"c-/);
    expect(refused.headers['cache-control']).toBeUndefined();
    expect((await get('c')).statusCode).toBe(500);
  });

  it('keeps nothing when the build fails', async () => {
    build.mockRejectedValueOnce(new Error('down'));
    await write();
    expect((await get('d')).statusCode).toBe(500);
    expect((await get('d')).statusCode).toBe(200);
  });
});
