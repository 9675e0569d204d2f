import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_TIMEOUT_MS, PROGRESS_WINDOW_MS } from '../../src/db/pglite-readiness.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health checks', () => {
  it('/healthz answers ok without a token', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ok when the database is migrated', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers a 503 problem when migrations are missing', async () => {
    await t.db.execute(sql`drop schema drizzle cascade`);
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    // /healthz is about the process only.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

// Embedded PGlite serialises every query; PostgreSQL answers /readyz beside a transaction anyway.
describe.skipIf(process.env.TEST_DATABASE_URL)('/readyz on PGlite while a transaction runs', () => {
  let app: TestApp;
  let release: () => void;
  let transaction: Promise<void>;
  beforeEach(async () => {
    app = await buildTestApp();
    expect((await app.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // A transaction that completes a statement, then holds the database until released.
    const released = new Promise<void>((resolve) => (release = resolve));
    let statementDone: () => void = () => {};
    const started = new Promise<void>((resolve) => (statementDone = resolve));
    transaction = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      statementDone();
      await released;
    });
    await started;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    release();
    await transaction;
    await app.close();
  });

  const readyz = (withinMs: number) =>
    Promise.race([app.app.inject({ url: '/readyz' }), sleep(withinMs).then(() => 'no answer')]);

  it('answers ready at once when the database completed a statement lately', async () => {
    expect(await readyz(500)).toMatchObject({ statusCode: 200 });
  });

  it('answers 503 when no statement completed lately and its own check times out', async () => {
    const now = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => now() + PROGRESS_WINDOW_MS);
    const started = now();
    const response = await readyz(CHECK_TIMEOUT_MS + 1_000);
    expect(response).toMatchObject({ statusCode: 503 });
    expect(now() - started).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 10);
    // Once the transaction ends, the database answers again.
    release();
    await transaction;
    expect(await readyz(500)).toMatchObject({ statusCode: 200 });
  });
});
