// An export is streamed over a real connection, and a download holds a database connection:
// one given up half-way ends its read at once, one whose reader stands still is ended after
// EXPORT_STALL_SECONDS, and while every place is taken another waits outside (503), its ticket
// unused. Each is audited, as not completed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import { seedAnsweredSessions } from '../../seed-answers.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let origin: string;
beforeAll(async () => {
  f = await assessmentsFixture({ env: { EXPORT_STALL_SECONDS: '1' } });
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
  it('given up half-way gives the connection back and is audited as not completed', async () => {
    const before = (await exportsAudited()).length;
    await readFirstChunk(await ticket(), 'hang up');
    // The database answers another request (on PGlite its only connection is back).
    const list = await f.get(`/api/sessions?participantId=${f.participantA}`, 'researcherA');
    expect(list.statusCode).toBe(200);
    await expect.poll(exportsAudited, { timeout: 10_000 }).toHaveLength(before + 1);
    const entry = (await exportsAudited()).at(-1);
    expect(entry?.details).toMatchObject({ file: 'trials.csv', completed: false });
    const rows = (entry?.details as { rows: { trials: number } }).rows.trials;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(54_000);
  });

  it('whose reader stands still is ended, and while places are taken others get 503', async () => {
    const before = (await exportsAudited()).length;
    const places = f.t.config.database.kind === 'postgres' ? 3 : 1;
    // Tickets first: on PGlite, asking for one waits while a download holds the database.
    const tickets = [];
    for (let n = 0; n <= places; n++) tickets.push(await ticket());
    const waiting = tickets.pop()!;
    const stalled = await Promise.all(tickets.map((url) => readFirstChunk(url, 'stand still')));
    const busy = await fetch(waiting);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');

    // After EXPORT_STALL_SECONDS without a read, the server ends them; the waiting ticket opens.
    await expect.poll(exportsAudited, { timeout: 10_000 }).toHaveLength(before + places);
    for (const { hangUp } of stalled) hangUp();
    for (const entry of (await exportsAudited()).slice(before)) {
      expect(entry.details).toMatchObject({ completed: false });
    }
    const opened = await fetch(waiting);
    expect(opened.status).toBe(200);
    expect((await opened.text()).split('\r\n').length).toBe(54_000 + 2);
  }, 30_000);
});
