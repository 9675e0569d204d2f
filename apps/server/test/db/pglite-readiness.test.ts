// The readiness rule of embedded PGlite (src/db/pglite-readiness.ts): while work is in flight a
// check does not queue behind it, but a database that completes no statement is not ready. And
// the embedded database's connection rules (src/db/embedded-pglite.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedPglite, startEmbeddedPglite } from '../../src/db/embedded-pglite.ts';
import { poolProgress, progressReadiness, type Progress } from '../../src/db/pglite-readiness.ts';

const options = { windowMs: 2_000, timeoutMs: 100 };
const busyWithProgress = (): Progress => ({ inFlight: 1, lastStatementAt: performance.now() });
const stalled = (): Progress => ({ inFlight: 1, lastStatementAt: performance.now() - 2_000 });

describe('progressReadiness', () => {
  it('asks the database when nothing else runs', async () => {
    const check = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const isReady = progressReadiness({ inFlight: 0, lastStatementAt: 0 }, check, options);
    expect(await isReady()).toBe(true);
    expect(await isReady()).toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('answers ready without queueing while the database completes statements', async () => {
    const progress: Progress = { inFlight: 0, lastStatementAt: 0 };
    const check = vi.fn().mockResolvedValue(true);
    const isReady = progressReadiness(progress, check, options);
    expect(await isReady()).toBe(true);
    Object.assign(progress, busyWithProgress());
    expect(await isReady()).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('waits for its own check when no check has found the migrations applied yet', async () => {
    const check = vi.fn().mockResolvedValue(false);
    const isReady = progressReadiness(busyWithProgress(), check, options);
    expect(await isReady()).toBe(false);
    expect(await isReady()).toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('answers not ready after the timeout when the database has stalled', async () => {
    const progress: Progress = { inFlight: 0, lastStatementAt: 0 };
    let answer: (ready: boolean) => void = () => {};
    const check = vi
      .fn()
      .mockResolvedValueOnce(true)
      .mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const isReady = progressReadiness(progress, check, options);
    expect(await isReady()).toBe(true);
    Object.assign(progress, stalled());
    const started = performance.now();
    // Concurrent checks share one query, so a stalled database collects no queue of them.
    expect(await Promise.all([isReady(), isReady()])).toEqual([false, false]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(options.timeoutMs - 5);
    expect(check).toHaveBeenCalledTimes(2);
    // The database moves again: its answer counts.
    const next = isReady();
    answer(true);
    expect(await next).toBe(true);
  });
});

describe('poolProgress on embedded PGlite', () => {
  let embedded: EmbeddedPglite;
  let pool: pg.Pool;
  beforeAll(async () => {
    embedded = await startEmbeddedPglite('memory://');
    pool = new pg.Pool({ ...embedded.connection, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await embedded.stop();
  });

  it('counts a transaction in flight and notes each statement inside it', async () => {
    const progress = poolProgress(pool, embedded.lastMessageAt);
    expect(progress.inFlight).toBe(0);
    const client = await pool.connect();
    let released = false;
    try {
      await client.query('begin');
      const first = progress.lastStatementAt;
      await sleep(5);
      await client.query('select 2');
      expect(progress.inFlight).toBe(1);
      // Noted before the answer is sent, so a client holding the answer sees it.
      expect(progress.lastStatementAt).toBeGreaterThan(first);
      // The thread's clock reads in this thread's performance.now() time.
      expect(performance.now() - progress.lastStatementAt).toBeLessThan(1_000);
      expect(performance.now() - progress.lastStatementAt).toBeGreaterThanOrEqual(0);
      // A query waiting for the one connection counts too.
      const queued = pool.query('select 3');
      expect(progress.inFlight).toBe(2);
      await client.query('commit');
      client.release();
      released = true;
      await queued;
      expect(progress.inFlight).toBe(0);
    } catch (error) {
      if (!released) client.release(true); // a failed check must not keep the one connection
      throw error;
    }
  });

  it('rolls back what a connection left open when it closes', async () => {
    const client = await pool.connect();
    await client.query('create table if not exists left_open (n int)');
    await client.query('begin');
    await client.query('insert into left_open values (1)');
    client.release(true); // closes the connection mid-transaction
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from left_open');
    expect(rows).toEqual([{ n: 0 }]);
  });
});
