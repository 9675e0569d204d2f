import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, gameInstances, ofGame } from '../../../../src/db/schema/index.ts';
import type { TestApp, TokenOptions } from '../../../helper.ts';
import {
  admin,
  getAs,
  nobody,
  postJson,
  prototypeIsClean,
  researcher,
  upload,
  useGamesApp,
} from '../support.ts';

let t: TestApp;
useGamesApp('hand-gesture', (app) => (t = app));

const URL = '/api/games/hand-gesture/instances';
const UPLOAD_URL = `${URL}/bulk-upload`;
const gesture = (n: number) => ({ taskData: { gesture: 'fist', holdMs: 500 + n } });

const create = (payload: unknown, who?: TokenOptions) => postJson(t, URL, payload, who);
const get = (url: string, who?: TokenOptions) => getAs(t, url, who);
const storedCount = async () =>
  (await t.db.select().from(gameInstances).where(ofGame('hand-gesture'))).length;

describe('POST /api/games/hand-gesture/instances', () => {
  it('stores the task data and answers the instance (201), audited', async () => {
    const answer = await create(gesture(1));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      instance: {
        id: expect.any(Number),
        exerciseName: null,
        taskData: gesture(1).taskData,
        createdAt: expect.any(String),
      },
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'hand_gesture_instance.created'));
    expect(audit).toMatchObject([
      {
        action: 'hand_gesture_instance.created',
        entityId: String(answer.json().instance.id),
        details: { count: 1 },
      },
    ]);
  });

  // Each kind of taskData that is no object: the contract's handGestureInstanceInputSchema test.
  it('refuses taskData that is no object with 400 naming /body/taskData', async () => {
    const answer = await create({ taskData: [] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { path: '/body/taskData', message: 'Expected a JSON object' },
    ]);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a missing taskData, deep nesting and __proto__ keys', async () => {
    expect((await create({})).statusCode).toBe(400);
    const deep = `{"taskData":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    const answer = await create(deep);
    expect(answer.statusCode).toBe(400);
    expect((await create('{"taskData":{"__proto__":{"polluted":true}}}')).statusCode).toBe(400);
    expect(prototypeIsClean()).toBe(true);
    expect(await storedCount()).toBe(0);
  });

  it('answers 409 for identical task data (key order does not matter)', async () => {
    await create({ taskData: { a: 1, b: 2 } });
    const again = await create('{"taskData":{"b":2,"a":1}}');
    expect(again.statusCode).toBe(409);
    expect(await storedCount()).toBe(1);
  });

  it('is admin-only', async () => {
    expect((await create(gesture(1), researcher)).statusCode).toBe(403);
    expect((await create(gesture(1), nobody)).statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });
});

describe('GET /api/games/hand-gesture/instances and /{id}', () => {
  it('lists summaries with the task each is, or why it cannot be played, and answers one instance with its task data', async () => {
    const { instance } = (await create(gesture(1))).json();
    const { instance: notes } = (
      await create({ taskData: { note: 'a sequence, some day' } })
    ).json();
    const list = await get(URL);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      instances: [
        {
          id: instance.id,
          exerciseName: null,
          createdAt: instance.createdAt,
          task: 'imitate',
          playProblems: [],
        },
        {
          id: notes.id,
          exerciseName: null,
          createdAt: notes.createdAt,
          task: null,
          playProblems: [expect.stringMatching(/^it is not a task children can play/)],
        },
      ],
    });
    const detail = await get(`${URL}/${instance.id}`, admin);
    expect(detail.json()).toEqual(instance);
  });

  it('answers 404 for an unknown id and 403 without a games role', async () => {
    const missing = await get(`${URL}/424242`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Hand-gesture instance not found.');
    expect((await get(URL, nobody)).statusCode).toBe(403);
  });
});

describe('POST /api/games/hand-gesture/instances/bulk-upload', () => {
  const file = {
    exercises: [
      { name: 'Left hand', instances: [gesture(1), gesture(2)] },
      { name: 'Right hand', instances: [gesture(3)] },
    ],
  };

  it('stores named exercises and answers count and exercise names, audited', async () => {
    const answer = await upload(t, UPLOAD_URL, 'x.json', JSON.stringify(file));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      count: 3,
      exerciseNames: ['Left hand', 'Right hand'],
      dryRun: false,
    });
    const names = await t.db
      .select({ name: gameInstances.exerciseName })
      .from(gameInstances)
      .where(ofGame('hand-gesture'));
    expect(names.map((n) => n.name).sort()).toEqual(['Left hand', 'Left hand', 'Right hand']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'hand_gesture_instances.uploaded'));
    expect(entry?.details).toEqual({
      count: 3,
      exerciseNames: ['Left hand', 'Right hand'],
      alreadyPresent: 0,
    });
  });

  it('stores a single instance and an array under the file name; nothing twice', async () => {
    expect(
      (await upload(t, UPLOAD_URL, 'one.json', JSON.stringify(gesture(1)))).json(),
    ).toMatchObject({
      count: 1,
      exerciseNames: ['one'],
    });
    const array = await upload(
      t,
      UPLOAD_URL,
      'many.json',
      JSON.stringify([gesture(1), gesture(2)]),
    );
    expect(array.json()).toMatchObject({
      count: 1,
      exerciseNames: ['many'],
      alreadyPresentCount: 1,
    });
    expect(await storedCount()).toBe(2);
  });

  it('stores nothing when the last instance is bad, naming exercise, instance and path', async () => {
    const bad = {
      exercises: [{ name: 'Mixed', instances: [gesture(1), gesture(2), { taskData: 'wave' }] }],
    };
    const answer = await upload(t, UPLOAD_URL, 'x.json', JSON.stringify(bad));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      {
        path: '/exercises/0/instances/2/taskData',
        message: 'Exercise "Mixed", instance 3: Expected a JSON object',
      },
    ]);
    expect(await storedCount()).toBe(0);
  });

  it('a dry run reports and stores nothing', async () => {
    const answer = await upload(t, `${UPLOAD_URL}?dryRun=true`, 'x.json', JSON.stringify(file));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      dryRun: true,
      count: 3,
      exerciseNames: ['Left hand', 'Right hand'],
    });
    expect(await storedCount()).toBe(0);
  });

  it('answers 400 for broken JSON and 403 for researchers', async () => {
    expect((await upload(t, UPLOAD_URL, 'x.json', '{"taskData": {')).statusCode).toBe(400);
    expect(
      (await upload(t, UPLOAD_URL, 'x.json', JSON.stringify(file), researcher)).statusCode,
    ).toBe(403);
    expect(await storedCount()).toBe(0);
  });
});
