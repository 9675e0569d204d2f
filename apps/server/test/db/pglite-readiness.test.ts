// The readiness rule of embedded PGlite (src/db/pglite-readiness.ts): while work is in flight a
// check does not queue behind it, but a database that completes no statement is not ready.
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { progressReadiness, trackProgress, type Progress } from '../../src/db/pglite-readiness.ts';

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

describe('trackProgress on PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('counts a transaction in flight and notes each statement inside it', async () => {
    const progress = trackProgress(client);
    expect(progress.inFlight).toBe(0);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query('select 1');
      seen.push(progress.lastStatementAt);
      await sleep(5);
      await tx.query('select 2');
      seen.push(progress.lastStatementAt);
      await released;
    });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(progress.inFlight).toBeGreaterThan(0);
    expect(seen[1]).toBeGreaterThan(seen[0] ?? Infinity);
    // A query queued behind the transaction counts too.
    const queued = client.query('select 3');
    await vi.waitFor(() => expect(progress.inFlight).toBe(2));
    release();
    await Promise.all([transaction, queued]);
    expect(progress.inFlight).toBe(0);
  });
});
