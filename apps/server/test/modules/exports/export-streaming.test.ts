// An export is streamed over a real connection: a download the browser gives up half-way ends
// its read (the connection is given back, the database answers others at once) and is audited
// as not completed.
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
  f = await assessmentsFixture();
  const assessmentId = await f.createAssessment();
  // 3,000 sessions × 9 answers: far more than one batch of the cursor and the socket's buffers.
  await seedAnsweredSessions(f.t.db, {
    assessmentId,
    participantIds: [f.participantA],
    sessions: 3000,
  });
  await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(() => f.t.close());

/** Reads the first chunk of the download, then hangs up. */
function readFirstChunkAndHangUp(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      response.once('data', (chunk: Buffer) => {
        request.destroy();
        resolve(chunk.length);
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

describe('a download given up half-way', () => {
  it('gives the connection back and is audited as not completed', async () => {
    const asked = await f.post('/api/exports', { file: 'trials.csv' }, 'researcherA');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await readFirstChunkAndHangUp(`${origin}${asked.json().url}`)).toBeGreaterThan(0);

    // The database answers another request (on PGlite its only connection is back).
    const list = await f.get(`/api/sessions?participantId=${f.participantA}`, 'researcherA');
    expect(list.statusCode).toBe(200);
    const exports = () =>
      f.t.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'));
    await expect.poll(exports, { timeout: 10_000 }).toHaveLength(1);
    const [entry] = await exports();
    expect(entry?.details).toMatchObject({ file: 'trials.csv', completed: false });
    const rows = (entry?.details as { rows: { trials: number } }).rows.trials;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(27_000);
  });
});
