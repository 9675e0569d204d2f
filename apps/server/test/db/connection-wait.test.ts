// A request that waits for a database connection fails within seconds with 503 and Retry-After
// instead of hanging, on PGlite (one connection) as on PostgreSQL (a pool of one here).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATABASE_POOL_SIZE: '1' } });
}, 180_000);
afterAll(() => t.close());

it('answers 503 with Retry-After when no connection comes free within seconds', async () => {
  const headers = await t.authHeader({ roles: ['admin'] });
  expect((await t.app.inject({ url: '/api/schools', headers })).statusCode).toBe(200);
  // An open transaction holds the only connection, as a long export once did.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding!: Promise<void>;
  const begun = new Promise<void>((resolve) => {
    holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      resolve();
      await held;
    });
  });
  await begun;
  try {
    const started = performance.now();
    const waited = await t.app.inject({ url: '/api/research-institutes', headers });
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('5');
    expect(performance.now() - started).toBeLessThan(10_000);
  } finally {
    release();
    await holding;
  }
  expect((await t.app.inject({ url: '/api/research-institutes', headers })).statusCode).toBe(200);
}, 30_000);
