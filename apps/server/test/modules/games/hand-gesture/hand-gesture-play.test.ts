// Hand gesture through the games layer: a Hand Game and an imitation task, in an assessment with
// rule finding, played over the play API in examiner mode and with a camera's recognition,
// judged on the server, scored in the results and written to the export.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAnswers } from '../../../../src/db/schema/index.ts';
import {
  assessmentsFixture,
  type AssessmentsFixture,
} from '../../assessments/assessments-fixture.ts';
import { exportedRows as exportedRowsOf } from '../../exports/exported-rows.ts';

let f: AssessmentsFixture;
beforeAll(async () => {
  f = await assessmentsFixture();
}, 120_000);
afterAll(async () => {
  await f.t.close();
});

const HAND_GAME = {
  kind: 'hand-game',
  rule: 'opposite',
  practice: ['fist', 'flat-hand'],
  trials: ['fist', 'flat-hand', 'fist', 'flat-hand'],
};
/** The documented imitate example, with a note for the adult play ignores. */
const IMITATE = { gesture: 'thumbs-up', hand: 'left', holdMs: 1500, instructions: 'Hold it' };

const times = (reactionTimeMs: number, inputType: string) => ({
  reactionTimeMs,
  inputType,
  clientShownAt: '2026-05-01T10:00:00.000Z',
  clientAnsweredAt: '2026-05-01T10:00:01.000Z',
});

/** What the tablet sends: an answer the camera recognised and the adult left came by the camera. */
const inputTypeOf = (response: unknown) => {
  const { mode, overridden } = response as { mode?: string; overridden?: boolean };
  return mode === 'camera' && overridden === false ? 'camera' : 'touch';
};

const send = (
  token: string,
  position: number,
  itemIndex: number,
  response: unknown,
  rt = 900,
  inputType = inputTypeOf(response),
) =>
  f.t.app.inject({
    method: 'POST',
    url: `/api/play/${token}/answers`,
    payload: { position, itemIndex, response, ...times(rt, inputType) },
  });

async function createInstance(taskData: unknown): Promise<number> {
  const created = await f.post('/api/games/hand-gesture/instances', { taskData }, 'admin');
  expect(created.statusCode, created.body).toBe(201);
  return created.json().instance.id as number;
}

const exportedRows = (file: string, sessionId: number) => exportedRowsOf(f, file, sessionId);

describe('hand gesture in play', () => {
  it('refuses task data that names a task and is not one, naming its path', async () => {
    const refused = await f.post(
      '/api/games/hand-gesture/instances',
      { taskData: { kind: 'hand-game', rule: 'opposite', trials: ['fist', 'wave'] } },
      'admin',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: '/body/taskData/trials/1', message: expect.stringMatching(/^Invalid option/) },
    ]);
  });

  it('is played with rule finding, judged on the server, scored and exported', async () => {
    const handGame = await createInstance(HAND_GAME);
    const imitate = await createInstance(IMITATE);
    const created = await f.post('/api/assessments', {
      name: 'Hands and creatures',
      researchInstituteId: f.instituteA,
      items: [
        { game: 'hand-gesture', instanceId: handGame },
        { game: 'rule-finding', instanceId: f.instances[0] },
        { game: 'hand-gesture', instanceId: imitate },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { assessment } = created.json();
    expect(
      assessment.items.map((item: { targetItemCount: number }) => item.targetItemCount),
    ).toEqual([4, 3, 1]);

    // The tablet sees each trial's gesture and the practice's answers, never a trial's.
    const { id: sessionId, token } = await f.startSession(assessment.id, f.participantA);
    const played = (await f.t.app.inject({ url: `/api/play/${token}` })).json();
    expect(played.totalCount).toBe(8);
    expect(played.instances[0]).toEqual({
      position: 0,
      game: 'hand-gesture',
      kind: 'hand-game',
      rule: 'opposite',
      gestures: ['fist', 'flat-hand'],
      hand: 'right',
      holdMs: 1000,
      responseWindowMs: 10_000,
      practice: [
        { shown: 'fist', expected: 'flat-hand' },
        { shown: 'flat-hand', expected: 'fist' },
      ],
      trials: [
        { shown: 'fist' },
        { shown: 'flat-hand' },
        { shown: 'fist' },
        { shown: 'flat-hand' },
      ],
    });
    expect(JSON.stringify(played.instances[0].trials)).not.toMatch(/expected/);
    expect(played.instances[2]).toMatchObject({ kind: 'imitate', hand: 'left', holdMs: 1500 });

    // Bad answers: a gesture outside the set, a mode that does not exist, a time over 10 minutes.
    const recognition = {
      gesture: 'fist',
      confidence: 0.9,
      hand: 'right',
      firstHandMs: 400,
      heldFromMs: 700,
    };
    const bad = [
      [{ mode: 'examiner', gesture: 'wave' }, '/body/response/gesture'],
      [{ mode: 'telepathy', gesture: 'fist' }, '/body/response/mode'],
      [
        {
          mode: 'camera',
          gesture: 'fist',
          recognition: { ...recognition, heldFromMs: 600_001 },
          overridden: false,
        },
        '/body/response/recognition/heldFromMs',
      ],
      [
        { mode: 'examiner', gesture: 'fist', image: 'data:image/jpeg;base64,AAAA' },
        '/body/response',
      ],
    ] as const;
    for (const [response, path] of bad) {
      const answer = await send(token, 0, 0, response);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    // Only the camera's own recognition comes by the camera, and only in a game that has one.
    const wrongInput = [
      [0, { mode: 'camera', gesture: 'fist', recognition, overridden: false }, 'touch'],
      [0, { mode: 'camera', gesture: 'flat-hand', recognition, overridden: true }, 'camera'],
      [0, { mode: 'examiner', gesture: 'fist' }, 'camera'],
      [1, 'fits', 'camera'],
    ] as const;
    for (const [position, response, inputType] of wrongInput) {
      const answer = await send(token, position, 0, response, 900, inputType);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors).toEqual([
        { path: '/body/inputType', message: expect.stringMatching(/^Must be /) },
      ]);
    }
    expect(
      await f.t.db.select().from(sessionAnswers).where(eq(sessionAnswers.sessionId, sessionId)),
    ).toEqual([]);

    // Opposite rule, shown fist then flat hand: right, copied, another gesture, no response.
    expect(
      (await send(token, 0, 0, { mode: 'examiner', gesture: 'flat-hand' }, 800)).statusCode,
    ).toBe(201);
    expect(
      (await send(token, 0, 0, { mode: 'examiner', gesture: 'flat-hand' }, 800)).statusCode,
    ).toBe(200);
    expect(
      (
        await send(
          token,
          0,
          1,
          {
            mode: 'camera',
            gesture: 'flat-hand',
            recognition: { ...recognition, gesture: 'flat-hand' },
            overridden: false,
          },
          1200,
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await send(
          token,
          0,
          2,
          { mode: 'camera', gesture: 'peace-sign', recognition, overridden: true },
          1000,
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (await send(token, 0, 3, { mode: 'examiner', gesture: 'none' }, 10_000)).statusCode,
    ).toBe(201);
    for (const [itemIndex, response] of (['fits', 'fits', 'fits'] as const).entries()) {
      await f.answer(token, { position: 1, itemIndex }, response);
    }
    expect(
      (await send(token, 2, 0, { mode: 'examiner', gesture: 'thumbs-up' }, 600)).statusCode,
    ).toBe(201);

    const stored = await f.t.db
      .select({ outcome: sessionAnswers.outcome, correct: sessionAnswers.correct })
      .from(sessionAnswers)
      .where(eq(sessionAnswers.sessionId, sessionId))
      .orderBy(sessionAnswers.position, sessionAnswers.itemIndex);
    expect(stored.filter((_, index) => index < 4 || index === 7)).toEqual([
      { outcome: 'correct_gesture', correct: true },
      { outcome: 'imitated', correct: false },
      { outcome: 'other_gesture', correct: false },
      { outcome: 'no_response', correct: false },
      { outcome: 'correct_gesture', correct: true },
    ]);

    // The results: the hand-gesture answers' own scores, apart from rule finding's.
    const results = (await f.get(`/api/sessions/${sessionId}/results`, 'researcherA')).json();
    const handGesture = results.games.find(
      (game: { game: string }) => game.game === 'hand-gesture',
    );
    expect(handGesture).toMatchObject({
      targetItems: 5,
      answered: 5,
      correct: 2,
      accuracy: 0.4,
      medianCorrectRtMs: 700,
      imitated: 1,
      otherGestures: 1,
      noResponses: 1,
      selfCorrected: 0,
    });
    expect(results.answers[2]).toMatchObject({
      game: 'hand-gesture',
      shown: 'fist',
      expected: 'flat-hand',
      response: { mode: 'camera', gesture: 'peace-sign', overridden: true },
      outcome: 'other_gesture',
    });

    // The export: the trial's task, the gesture recorded and what the camera saw, apart.
    const trials = await exportedRows('trials.csv', sessionId);
    expect(trials[2]).toMatchObject({
      game: 'hand-gesture',
      task_kind: 'hand-game',
      gesture_rule: 'opposite',
      shown_gesture: 'fist',
      shown_hand: 'right',
      expected_gesture: 'flat-hand',
      practice_trials: '2',
      response: 'peace-sign',
      response_mode: 'camera',
      recognised_gesture: 'fist',
      recognition_confidence: '0.9',
      recognised_hand: 'right',
      first_hand_ms: '400',
      held_gesture_ms: '700',
      examiner_override: 'TRUE',
      correct: 'FALSE',
      characteristic_1: 'NA',
    });
    // The camera's own answer came by the camera; the adult's correction by a tap.
    expect(trials.slice(0, 4).map((trial) => trial.input_type)).toEqual([
      'touch',
      'camera',
      'touch',
      'touch',
    ]);
    expect(trials[3]).toMatchObject({
      response: 'none',
      response_mode: 'examiner',
      recognised_gesture: 'NA',
    });
    expect(trials[4]).toMatchObject({
      game: 'rule-finding',
      task_kind: 'NA',
      response: 'fits',
      response_mode: 'NA',
    });
    const [session] = await exportedRows('sessions.csv', sessionId);
    expect(session).toMatchObject({
      imitated: '1',
      other_gestures: '1',
      no_responses: '1',
      self_corrected: '0',
    });
  });
});
