// GET /api/assessments/{id}/progress: sessions by state, completion rate and the accuracy of the
// completed sessions, in the caller's scope only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions } from '../../../src/db/schema/index.ts';
import { assessmentsFixture, type AssessmentsFixture } from './assessments-fixture.ts';

let f: AssessmentsFixture;
let assessmentId: number;

/** Answers every target item of the session (truths [false, true, false] per instance). */
async function play(token: string, correctCount: number) {
  let given = 0;
  for (let position = 0; position < 3; position++) {
    for (let itemIndex = 0; itemIndex < 3; itemIndex++) {
      const truth = itemIndex === 1;
      const right = given < correctCount;
      given += 1;
      await f.answer(token, { position, itemIndex }, truth === right ? 'fits' : 'does_not_fit');
    }
  }
}

beforeAll(async () => {
  f = await assessmentsFixture();
  assessmentId = await f.createAssessment();
  const start = () => f.startSession(assessmentId, f.participantA);
  await play((await start()).token, 9); // completed, accuracy 1
  await play((await start()).token, 6); // completed, accuracy 2/3
  await play((await start()).token, 0); // completed, accuracy 0
  await start(); // not started
  const revoked = await start();
  await f.post(`/api/sessions/${revoked.id}/revoke`, {});
  const expired = await start();
  await f.t.db
    .update(assessmentSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(assessmentSessions.id, expired.id));
}, 180_000);
afterAll(() => f.t.close());

describe('GET /api/assessments/{id}/progress', () => {
  it('counts the sessions by state, the completion rate and the accuracy distribution', async () => {
    const response = await f.get(`/api/assessments/${assessmentId}/progress`, 'researcherA');
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json();
    expect(progress.states).toEqual({
      not_started: 1,
      in_progress: 0,
      completed: 3,
      declined: 0,
      stopped: 0,
      expired: 1,
      revoked: 1,
    });
    expect(progress.sessions).toBe(6);
    // 3 completed of the 5 not revoked.
    expect(progress.completionRate).toBe(0.6);
    expect(progress.accuracy.map((bin: { sessions: number }) => bin.sessions)).toEqual([
      1, 0, 0, 0, 0, 0, 1, 0, 0, 1,
    ]);
  });

  it('answers an assessment without sessions with zeros and no rate', async () => {
    const empty = await f.createAssessment();
    const progress = (await f.get(`/api/assessments/${empty}/progress`)).json();
    expect(progress).toMatchObject({ sessions: 0, completionRate: null });
    expect(progress.accuracy).toHaveLength(10);
  });

  // A malformed id ('0x1' and others): bad-input.test.ts, on every route.
  it('answers 404 for an unknown id', async () => {
    expect((await f.get('/api/assessments/999999/progress')).statusCode).toBe(404);
  });
});
