// An export over a real connection, with a pool of one connection on both databases (as PGlite
// has): it is read from the database in pages, between which others are answered, into a
// temporary file before the first byte is sent, so a reader that stands still holds no database;
// it is ended after EXPORT_STALL_SECONDS. While every place is taken by downloads being read from
// the database, another waits outside (503), its ticket unused. Each user asks for
// EXPORT_RATE_LIMIT files.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import { seedAnsweredSessions } from '../../seed-answers.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let origin: string;
beforeAll(async () => {
  f = await assessmentsFixture({
    env: { EXPORT_STALL_SECONDS: '1', EXPORT_RATE_LIMIT: '10', DATABASE_POOL_SIZE: '1' },
  });
  const assessmentId = await f.createAssessment();
  // 6,000 sessions × 9 answers, about 9 MB of CSV: far more than the sockets' buffers hold.
  await seedAnsweredSessions(f.t.db, {
    assessmentId,
    participantIds: [f.participantA],
    sessions: 6000,
  });
  await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(() => f.t.close());

const exportsAudited = () =>
  f.t.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'));

async function ticket(): Promise<string> {
  const asked = await f.post('/api/exports', { file: 'trials.csv' }, 'researcherA');
  expect(asked.statusCode, asked.body).toBe(201);
  return `${origin}${asked.json().url}`;
}

/**
 * Starts the download and reads its first chunk; then hangs up, or stands still (a paused
 * socket does not even notice the server ending it: `hangUp` ends it on this side too).
 */
function readFirstChunk(url: string, then: 'hang up' | 'stand still') {
  return new Promise<{ hangUp: () => void }>((resolve, reject) => {
    const request = http.get(url, (response) => {
      response.once('data', () => {
        response.pause();
        if (then === 'hang up') request.destroy();
        resolve({ hangUp: () => request.destroy() });
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

describe('a download', () => {
  it('lets others use the database while it is read, a page at a time', async () => {
    let firstByte = false;
    const download = fetch(await ticket(), { headers: { 'accept-encoding': 'identity' } }).then(
      (response) => {
        firstByte = true;
        return response.text();
      },
    );
    // Requests one after another while the 54,000 rows are read: each waits for a page at most.
    // Were the read one statement or one transaction, the first would wait for all of it.
    await expect.poll(() => f.t.app.database.poolUse().idle, { interval: 1 }).toBe(0);
    for (let n = 0; n < 5; n++) {
      expect((await f.get('/api/schools', 'researcherA')).statusCode).toBe(200);
    }
    expect(firstByte).toBe(false);
    expect((await download).split('\r\n').length).toBe(54_000 + 2);
  }, 30_000);

  // Over 10 s on a busy machine: two exports of 54,000 trials written, one of them read in full.
  it('whose reader stands still holds no database, and is ended', async () => {
    const before = (await exportsAudited()).length;
    const stalled = await readFirstChunk(await ticket(), 'stand still');
    onTestFinished(() => stalled.hangUp());
    // The database answers others at once (on PGlite through its only connection), and another
    // download opens: every place would be taken if the stalled one still read the database.
    const places = f.t.config.database.kind === 'postgres' ? 3 : 1;
    const others = await Promise.all(Array.from({ length: places }, () => ticket()));
    const list = await f.get(`/api/sessions?participantId=${f.participantA}`, 'researcherA');
    expect(list.statusCode).toBe(200);
    const opened = await fetch(others[0]!, { headers: { 'accept-encoding': 'identity' } });
    expect(opened.status).toBe(200);
    // Read whole before the first byte is sent: its length is known (when not compressed).
    expect(Number(opened.headers.get('content-length'))).toBeGreaterThan(1_000_000);
    expect((await opened.text()).split('\r\n').length).toBe(54_000 + 2);

    // After EXPORT_STALL_SECONDS without a read, the server ends it, audited as not completed
    // with the rows its file held. That second counts from its last write, which can be later
    // than everything above on a fast machine: the poll waits longer than its default second.
    await expect
      .poll(async () => (await exportsAudited()).slice(before).map((entry) => entry.details), {
        timeout: 10_000,
      })
      .toContainEqual(expect.objectContaining({ file: 'trials.csv', completed: false }));
    const entry = (await exportsAudited())
      .slice(before)
      .find((audited) => (audited.details as { completed: boolean }).completed === false);
    expect(entry?.details).toMatchObject({ rows: { trials: 54_000 } });
  }, 30_000);

  // Over 10 s on a busy machine: on PostgreSQL, four exports of 54,000 trials are read in full.
  it('is refused with 503 while others are read from the database, its ticket unused', async () => {
    const places = f.t.config.database.kind === 'postgres' ? 3 : 1;
    const tickets = await Promise.all(Array.from({ length: places + 1 }, () => ticket()));
    const answers = await Promise.all(tickets.map((url) => fetch(url)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(places).fill(200), 503]);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('30');
    await Promise.all(answers.map((answer) => answer.text()));
    const unused = await fetch(tickets[answers.indexOf(busy)]!);
    expect(unused.status).toBe(200);
    expect((await unused.text()).split('\r\n').length).toBe(54_000 + 2);
  }, 30_000);
});

describe('asking for exports', () => {
  it('answers 429 with Retry-After past EXPORT_RATE_LIMIT files per user, others unaffected', async () => {
    for (let n = 0; n < 10; n += 1) {
      expect((await f.post('/api/exports', { file: 'codebook.csv' }, 'admin')).statusCode).toBe(
        201,
      );
    }
    const limited = await f.post('/api/exports', { file: 'codebook.csv' }, 'admin');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await f.post('/api/exports', { file: 'codebook.csv' }, 'researcherB')).statusCode).toBe(
      201,
    );
  });
});
