// GET /api/statistics/sessions: completed sessions per day, accuracy by assessment and each game's
// scores, in the caller's scope.
import { eq } from 'drizzle-orm';
import { COMPLETED_DAYS } from '@cogniplay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions } from '../../../src/db/schema/index.ts';
import { seedAnsweredSessions } from '../../seed-answers.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let assessmentA: number;
let assessmentB: number;
beforeAll(async () => {
  f = await assessmentsFixture();
  assessmentA = await f.createAssessment();
  assessmentB = await f.createAssessment({ instituteId: f.instituteB });
  // Seeded sessions answer ✗ except when (session id + item number) % 3 = 0: a known accuracy.
  await seedAnsweredSessions(f.t.db, {
    assessmentId: assessmentA,
    participantIds: [f.participantA],
    sessions: 4,
  });
  await seedAnsweredSessions(f.t.db, {
    assessmentId: assessmentB,
    participantIds: [f.participantB],
    sessions: 2,
  });
  // One of A's sessions completed three days ago, one long before the chart.
  const ids = (
    await f.t.db
      .select({ id: assessmentSessions.id })
      .from(assessmentSessions)
      .where(eq(assessmentSessions.assessmentId, assessmentA))
  ).map((row) => row.id);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await f.t.db
    .update(assessmentSessions)
    .set({ completedAt: daysAgo(3) })
    .where(eq(assessmentSessions.id, ids[0]!));
  await f.t.db
    .update(assessmentSessions)
    .set({ completedAt: daysAgo(400) })
    .where(eq(assessmentSessions.id, ids[1]!));
}, 180_000);
afterAll(() => f.t.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysAgoDay = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/statistics/sessions', () => {
  it("counts a researcher's completed sessions per UTC day, every day of the chart listed", async () => {
    const response = await f.get('/api/statistics/sessions', 'researcherA');
    expect(response.statusCode, response.body).toBe(200);
    const { completedByDay } = response.json();
    expect(completedByDay).toHaveLength(COMPLETED_DAYS);
    expect(completedByDay.at(-1)).toEqual({ day: today(), sessions: 2 });
    expect(completedByDay.find((d: { day: string }) => d.day === daysAgoDay(3)).sessions).toBe(1);
    expect(completedByDay[0].day).toBe(daysAgoDay(COMPLETED_DAYS - 1));
    const total = completedByDay.reduce(
      (sum: number, d: { sessions: number }) => sum + d.sessions,
      0,
    );
    expect(total).toBe(3); // the one of 400 days ago is before the chart
  });

  it('answers the mean accuracy of the completed sessions per assessment, the scope only', async () => {
    const mine = (await f.get('/api/statistics/sessions', 'researcherA')).json();
    expect(mine.accuracyByAssessment).toHaveLength(1);
    const [a] = mine.accuracyByAssessment;
    expect(a).toMatchObject({ assessment: { id: assessmentA }, sessions: 4 });
    // The mean of the sessions' accuracies as their results score them, from their answers.
    const { sessions } = (await f.get(`/api/sessions?assessmentId=${assessmentA}`)).json();
    const accuracies: number[] = [];
    for (const { id } of sessions as { id: number }[]) {
      accuracies.push((await f.get(`/api/sessions/${id}/results`)).json().scores.accuracy);
    }
    const mean = accuracies.reduce((sum, x) => sum + x, 0) / accuracies.length;
    expect(a.meanAccuracy).toBeCloseTo(mean, 10);
    const all = (await f.get('/api/statistics/sessions', 'admin')).json();
    expect(
      all.accuracyByAssessment.map((row: { assessment: { id: number } }) => row.assessment.id),
    ).toEqual(expect.arrayContaining([assessmentA, assessmentB]));
    const theirs = (await f.get('/api/statistics/sessions', 'researcherB')).json();
    expect(
      theirs.accuracyByAssessment.map((row: { assessment: { id: number } }) => row.assessment.id),
    ).toEqual([assessmentB]);
  });

  it("answers each game's scores over the scope's completed sessions, its own measures too", async () => {
    // A completed hand-gesture session of A's institute: one imitation, copied.
    const created = await f.post(
      '/api/games/hand-gesture/instances',
      { taskData: { gesture: 'fist' } },
      'admin',
    );
    const assessment = await f.post('/api/assessments', {
      name: 'Fists',
      researchInstituteId: f.instituteA,
      items: [{ game: 'hand-gesture', instanceId: created.json().instance.id }],
    });
    const { token } = await f.startSession(assessment.json().assessment.id, f.participantA);
    const answer = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${token}/answers`,
      payload: {
        position: 0,
        itemIndex: 0,
        response: { mode: 'examiner', gesture: 'fist' },
        reactionTimeMs: 900,
        inputType: 'touch',
        clientShownAt: '2026-05-01T10:00:00.000Z',
        clientAnsweredAt: '2026-05-01T10:00:01.000Z',
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);

    const { byGame } = (await f.get('/api/statistics/sessions', 'researcherA')).json();
    expect(byGame.map((entry: { game: string }) => entry.game)).toEqual([
      'rule-finding',
      'hand-gesture',
    ]);
    // Rule finding: the four sessions' answers pooled, as their results count them.
    const { sessions } = (await f.get(`/api/sessions?assessmentId=${assessmentA}`)).json();
    const pooled = { answered: 0, correct: 0, hits: 0, misses: 0, falseAlarms: 0 };
    for (const { id } of sessions as { id: number }[]) {
      const [game] = (await f.get(`/api/sessions/${id}/results`)).json().games;
      for (const key of Object.keys(pooled) as (keyof typeof pooled)[]) pooled[key] += game[key];
    }
    expect(byGame[0]).toMatchObject({ game: 'rule-finding', sessions: 4, ...pooled });
    expect(byGame[0].accuracy).toBeCloseTo(pooled.correct / pooled.answered, 10);
    expect(byGame[0].dPrime).toEqual(expect.any(Number));
    expect(byGame[1]).toEqual({
      game: 'hand-gesture',
      sessions: 1,
      answered: 1,
      correct: 1,
      accuracy: 1,
      imitated: 0,
      otherGestures: 0,
      noResponses: 0,
      selfCorrected: 0,
    });
    // Another institute's researcher sees only their own sessions' games.
    const theirs = (await f.get('/api/statistics/sessions', 'researcherB')).json();
    expect(theirs.byGame.map((entry: { game: string }) => entry.game)).toEqual(['rule-finding']);
    expect(theirs.byGame[0].sessions).toBe(2);
  });
});
