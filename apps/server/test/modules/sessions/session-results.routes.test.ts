// GET /api/sessions/{id}/results: scores and answers of a session, in the caller's scope only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let session: { id: number; token: string };
beforeAll(async () => {
  f = await assessmentsFixture();
  session = await f.startSession(await f.createAssessment(), f.participantA);
  // Every instance's target items have the truths [false, true, false].
  const given: [number, number, 'fits' | 'does_not_fit', number][] = [
    [0, 0, 'fits', 700], // false alarm
    [0, 1, 'fits', 900], // hit
    [0, 2, 'does_not_fit', 1100], // correct rejection
    [1, 0, 'does_not_fit', 1300], // correct rejection
  ];
  for (const [position, itemIndex, response, reactionTimeMs] of given) {
    await f.answer(session.token, { position, itemIndex }, response, reactionTimeMs);
  }
}, 180_000);
afterAll(() => f.t.close());

describe('GET /api/sessions/{id}/results', () => {
  it('answers the scores of the session and of each instance, and every answer', async () => {
    const response = await f.get(`/api/sessions/${session.id}/results`, 'researcherA');
    expect(response.statusCode, response.body).toBe(200);
    const { scores, games, instances, answers, pictureSet } = response.json();
    expect(pictureSet).toBe('creatures');
    const common = {
      targetItems: 9,
      answered: 4,
      correct: 3,
      accuracy: 0.75,
      medianCorrectRtMs: 1100,
    };
    expect(scores).toEqual(common);
    // The one game of the assessment: its answers are the session's.
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({
      game: 'rule-finding',
      ...common,
      hits: 1,
      misses: 0,
      falseAlarms: 1,
      correctRejections: 2,
      medianCorrectRtMs: 1100,
    });
    // H = 1.5 / 2, F = 1.5 / 4: z(0.75) − z(0.375) = 0.67449 + 0.31864
    expect(games[0].dPrime).toBeCloseTo(0.99313, 4);

    expect(instances.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
    expect(instances[0]).toMatchObject({
      game: 'rule-finding',
      instance: { id: f.instances[0] },
      targetItems: 3,
      answered: 3,
      correct: 2,
      ruleComplexity: 0,
    });
    expect(instances[1]).toMatchObject({ answered: 1, correct: 1, dPrime: null });
    expect(instances[2]).toMatchObject({ answered: 0, accuracy: null, medianCorrectRtMs: null });

    expect(answers).toHaveLength(4);
    expect(answers[0]).toEqual({
      game: 'rule-finding',
      position: 0,
      instance: {
        id: f.instances[0],
        sequenceNumber: expect.any(Number),
        label: expect.any(String),
      },
      itemIndex: 0,
      characteristics: ['off', 'on', 'off', 'on'],
      matchesRule: false,
      response: 'fits',
      outcome: 'false_alarm',
      correct: false,
      reactionTimeMs: 700,
      inputType: 'touch',
      clientShownAt: '2026-05-01T10:00:00.000Z',
      clientAnsweredAt: '2026-05-01T10:00:01.000Z',
      serverReceivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("answers 404 to another institute's researcher, 403 without a role, 401 signed out", async () => {
    expect((await f.get(`/api/sessions/${session.id}/results`, 'researcherB')).statusCode).toBe(
      404,
    );
    expect((await f.get(`/api/sessions/${session.id}/results`, 'noRole')).statusCode).toBe(403);
    expect((await f.get(`/api/sessions/${session.id}/results`, 'anonymous')).statusCode).toBe(401);
    expect((await f.get(`/api/sessions/${session.id}/results`, 'admin')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expect((await f.get('/api/sessions/999999/results')).statusCode).toBe(404);
    const malformed = await f.get('/api/sessions/1e2/results');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('GET /api/sessions: each session with its scores', () => {
  it('answers the same session scores as its results, and empty scores before an answer', async () => {
    const unanswered = await f.startSession(await f.createAssessment(), f.participantA);
    const response = await f.get(`/api/sessions?participantId=${f.participantA}`, 'researcherA');
    expect(response.statusCode, response.body).toBe(200);
    const sessions: { id: number; scores: unknown }[] = response.json().sessions;
    const results = (await f.get(`/api/sessions/${session.id}/results`, 'researcherA')).json();
    // The list scores from the counts the session keeps: all but the reaction time.
    const { medianCorrectRtMs: _median, ...countScores } = results.scores;
    const { game, hits, misses, falseAlarms, correctRejections, dPrime, criterion } =
      results.games[0];
    expect(sessions.find((s) => s.id === session.id)?.scores).toEqual({
      ...countScores,
      games: [{ game, hits, misses, falseAlarms, correctRejections, dPrime, criterion }],
    });
    // No game's measures before an answer.
    expect(sessions.find((s) => s.id === unanswered.id)?.scores).toEqual({
      targetItems: 9,
      answered: 0,
      correct: 0,
      accuracy: null,
      games: [],
    });
  });
});
