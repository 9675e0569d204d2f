// The games layer is complete when a game needs nothing outside its own folders: the parity game
// (parity/), defined and registered only in this file, goes through upload, an assessment mixed
// with rule finding, play over the API, answers, results, statistics and the export's trials,
// sessions and codebook.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame } from '@cogniplay/contract';
import { sessionAnswers } from '../../../src/db/schema/index.ts';
import { registerServerGame } from '../../../src/modules/games/registry.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';
import { exportedRows as exportedRowsOf } from '../exports/exported-rows.ts';
import { PARITY, parityGame } from './parity/parity-game.ts';
import { parityServer } from './parity/parity-server.ts';
import { upload } from './support.ts';

let f: AssessmentsFixture;
const unregister: (() => void)[] = [];

beforeAll(async () => {
  // Before the app is built: its routes and the play API's shapes come from the registries then.
  unregister.push(registerGame(parityGame), registerServerGame(PARITY, parityServer));
  f = await assessmentsFixture();
}, 120_000);
afterAll(async () => {
  await f.t.close();
  for (const undo of unregister) undo();
});

const times = {
  reactionTimeMs: 900,
  inputType: 'touch',
  clientShownAt: '2026-05-01T10:00:00.000Z',
  clientAnsweredAt: '2026-05-01T10:00:00.900Z',
};

const send = (token: string, position: number, itemIndex: number, response: unknown) =>
  f.t.app.inject({
    method: 'POST',
    url: `/api/play/${token}/answers`,
    payload: { position, itemIndex, response, ...times },
  });

const exportedRows = (file: string, sessionId: number) => exportedRowsOf(f, file, sessionId);

describe('a game defined only in the tests', () => {
  it('is uploaded, mixed with rule finding, played, judged, counted and exported', async () => {
    const uploaded = await upload(
      f.t,
      '/api/games/parity/instances/bulk-upload',
      'numbers.json',
      JSON.stringify([{ numbers: [3, 4] }, { numbers: [7] }]),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [twoNumbers, oneNumber] = uploaded.json().instanceIds as number[];

    // A battery: parity, rule finding, parity.
    const created = await f.post('/api/assessments', {
      name: 'Battery',
      researchInstituteId: f.instituteA,
      items: [
        { game: PARITY, instanceId: twoNumbers },
        { game: 'rule-finding', instanceId: f.instances[0] },
        { game: PARITY, instanceId: oneNumber },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { assessment } = created.json();
    expect(
      assessment.items.map((item: { game: string; targetItemCount: number }) => [
        item.game,
        item.targetItemCount,
      ]),
    ).toEqual([
      [PARITY, 2],
      ['rule-finding', 3],
      [PARITY, 1],
    ]);

    // The tablet gets each instance in its game's shape, and no truth.
    const { id: sessionId, token } = await f.startSession(assessment.id, f.participantA);
    const played = await f.t.app.inject({ url: `/api/play/${token}` });
    expect(played.statusCode, played.body).toBe(200);
    const session = played.json();
    expect(session.totalCount).toBe(6);
    expect(session.instances[0]).toEqual({ position: 0, game: PARITY, numbers: [3, 4] });
    expect(session.instances[1]).toMatchObject({ position: 1, game: 'rule-finding' });
    expect(session.instances[2]).toEqual({ position: 2, game: PARITY, numbers: [7] });
    expect(played.body).not.toMatch(/odd|even/);

    // Each answer is checked against its own instance's game.
    const refused = [
      [await send(token, 0, 0, { says: 'odd' }), '/body/response/sure'],
      [await send(token, 0, 0, 'fits'), '/body/response'],
      [await send(token, 1, 0, { says: 'odd', sure: 1 }), '/body/response'],
    ] as const;
    for (const [response, path] of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }

    // An object answer is the same answer again whatever the order of its keys.
    expect((await send(token, 0, 0, { says: 'odd', sure: 0.9 })).statusCode).toBe(201);
    expect((await send(token, 0, 0, { sure: 0.9, says: 'odd' })).statusCode).toBe(200);
    expect((await send(token, 0, 0, { says: 'even', sure: 0.9 })).statusCode).toBe(409);
    expect((await send(token, 0, 1, { says: 'odd', sure: 0.4 })).statusCode).toBe(201);
    await f.answer(token, { position: 1, itemIndex: 0 }, 'does_not_fit');
    await f.answer(token, { position: 1, itemIndex: 1 }, 'fits');
    await f.answer(token, { position: 1, itemIndex: 2 }, 'fits');
    const last = await send(token, 2, 0, { says: 'odd', sure: 1 });
    expect(last.statusCode).toBe(201);
    expect(last.json()).toMatchObject({ answeredCount: 6, totalCount: 6, completed: true });

    // Stored as the game's shapes, with the outcome the game gave each answer.
    const stored = await f.t.db
      .select({ response: sessionAnswers.response, outcome: sessionAnswers.outcome })
      .from(sessionAnswers)
      .where(and(eq(sessionAnswers.sessionId, sessionId), eq(sessionAnswers.game, PARITY)))
      .orderBy(sessionAnswers.position, sessionAnswers.itemIndex);
    expect(stored).toEqual([
      { response: { says: 'odd', sure: 0.9 }, outcome: 'right' },
      { response: { says: 'odd', sure: 0.4 }, outcome: 'wrong' },
      { response: { says: 'odd', sure: 1 }, outcome: 'right' },
    ]);
    const sessionRow = (await f.get(`/api/sessions/${sessionId}`, 'admin')).json().session;
    expect(sessionRow).toMatchObject({ state: 'completed', answeredCount: 6 });

    // Results: the common scores of the whole session, each game's own of its answers.
    const results = (await f.get(`/api/sessions/${sessionId}/results`, 'admin')).json();
    expect(results.scores).toMatchObject({ targetItems: 6, answered: 6, correct: 4 });
    expect(results.games).toEqual([
      expect.objectContaining({ game: PARITY, targetItems: 3, correct: 2, wrongs: 1 }),
      expect.objectContaining({
        game: 'rule-finding',
        targetItems: 3,
        correct: 2,
        hits: 1,
        falseAlarms: 1,
        correctRejections: 1,
      }),
    ]);
    expect(results.instances).toEqual([
      expect.objectContaining({ game: PARITY, position: 0, answered: 2, wrongs: 1, largest: 4 }),
      expect.objectContaining({ game: 'rule-finding', position: 1, ruleComplexity: 0 }),
      expect.objectContaining({ game: PARITY, position: 2, answered: 1, wrongs: 0, largest: 7 }),
    ]);
    expect(results.answers[0]).toMatchObject({
      game: PARITY,
      number: 3,
      response: { says: 'odd', sure: 0.9 },
      outcome: 'right',
      correct: true,
    });
    const listed = (await f.get(`/api/sessions?assessmentId=${assessment.id}`, 'admin')).json();
    expect(listed.sessions[0].scores).toMatchObject({
      answered: 6,
      correct: 4,
      games: [
        expect.objectContaining({ game: 'rule-finding', hits: 1 }),
        { game: PARITY, wrongs: 1 },
      ],
    });

    // Statistics count its instances with the others.
    const statistics = (await f.get('/api/statistics', 'admin')).json();
    expect(statistics.instancesByGame).toContainEqual({ game: PARITY, instances: 2 });

    // The trials: one row per answer, its response as JSON text.
    const trials = await exportedRows('trials.csv', sessionId);
    // Its item columns beside rule finding's in the codebook, each missing (NA) in the other's rows.
    expect(
      trials.map((row) => [
        row.position,
        row.game,
        row.item,
        row.number,
        row.matches_rule,
        row.response,
        row.correct,
      ]),
    ).toEqual([
      ['1', PARITY, '1', '3', 'NA', '{"says":"odd","sure":0.9}', 'TRUE'],
      ['1', PARITY, '2', '4', 'NA', '{"says":"odd","sure":0.4}', 'FALSE'],
      ['2', 'rule-finding', '1', 'NA', 'FALSE', 'does_not_fit', 'TRUE'],
      ['2', 'rule-finding', '2', 'NA', 'TRUE', 'fits', 'TRUE'],
      ['2', 'rule-finding', '3', 'NA', 'FALSE', 'fits', 'FALSE'],
      ['3', PARITY, '1', '7', 'NA', '{"says":"odd","sure":1}', 'TRUE'],
    ]);
    // The sessions table: each game's own scores in its own columns.
    const [sessionCells] = await exportedRows('sessions.csv', sessionId);
    expect(sessionCells).toMatchObject({ correct_count: '4', hits: '1', parity_wrongs: '1' });
    // The instances table: each instance of the battery with its game and its game's scores.
    const instanceCells = (await exportedRows('instances.csv', sessionId)).map((row) => [
      row.position,
      row.game,
      row.answered,
      row.parity_wrongs,
      row.hits,
      row.rule,
    ]);
    expect(instanceCells).toEqual([
      ['1', PARITY, '2', '1', '0', 'NA'],
      ['2', 'rule-finding', '3', '0', '1', '1:on'],
      ['3', PARITY, '1', '0', '0', 'NA'],
    ]);
    const codebookFile = await f.post('/api/exports', { file: 'codebook.json' }, 'admin');
    const columns = (await f.t.app.inject({ url: codebookFile.json().url })).json().trials;
    const names = columns.map((column: { name: string }) => column.name);
    // After the built-in games' item columns (hand gesture's last: its response window).
    expect(names.indexOf('number')).toBe(names.indexOf('response_window_ms') + 1);
    // A response that is not a short list of names has no allowed values.
    expect(columns.find((column: { name: string }) => column.name === 'response')).toMatchObject({
      allowedValues: null,
    });
  });
});
