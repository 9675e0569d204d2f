// POST /api/games/rule-finding/bulk-upload through the app: the three file forms stored, a bad
// instance and taken sequence numbers refused with nothing stored, the multipart rules, the size
// limit, duplicates and dry runs. The shape of the file itself is checked without the app, in
// rule-finding.upload-file.test.ts.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, gameInstances, ofGame } from '../../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import {
  admin,
  deepRuleInstanceJson,
  multipart,
  nobody,
  researcher,
  ruleFindingInstance,
  upload,
  useGamesApp,
} from '../support.ts';

let t: TestApp;
useGamesApp('rule-finding', (app) => (t = app));

const URL = '/api/games/rule-finding/bulk-upload';
const send = (fileName: string, content: unknown, url = URL) =>
  upload(t, url, fileName, typeof content === 'string' ? content : JSON.stringify(content));

const stored = () =>
  t.db
    .select({
      sequenceNumber: gameInstances.sequenceNumber,
      label: gameInstances.label,
      exerciseName: gameInstances.exerciseName,
    })
    .from(gameInstances)
    .where(ofGame('rule-finding'))
    .orderBy(asc(gameInstances.sequenceNumber));

const namedFile = {
  exercises: [
    { name: 'Warm-up', instances: [ruleFindingInstance(1), ruleFindingInstance(2)] },
    { name: 'Main', instances: [ruleFindingInstance(3, { sequenceNumber: 20 })] },
  ],
};

describe('the three file forms', () => {
  it('stores a single instance under the file name as exercise', async () => {
    const answer = await send('easy set.json', ruleFindingInstance(1));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      count: 1,
      instanceIds: [expect.any(Number)],
      exerciseNames: ['easy set'],
      alreadyPresentCount: 0,
      alreadyPresent: [],
      warningCount: 0,
      warnings: [],
      dryRun: false,
    });
    expect(await stored()).toEqual([
      { sequenceNumber: 1, label: 'Instance 1', exerciseName: 'easy set' },
    ]);
  });

  it('stores an array of instances in file order', async () => {
    const answer = await send('Set-B.JSON', [ruleFindingInstance(1), ruleFindingInstance(2)]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ count: 2, exerciseNames: ['Set-B'] });
    expect(await stored()).toEqual([
      { sequenceNumber: 1, label: 'Instance 1', exerciseName: 'Set-B' },
      { sequenceNumber: 2, label: 'Instance 2', exerciseName: 'Set-B' },
    ]);
  });

  it("stores named exercises; numbers continue after the highest one, the file's included", async () => {
    const answer = await send('ignored.json', namedFile);
    expect(answer.statusCode).toBe(201);
    const body = answer.json();
    expect(body).toMatchObject({ count: 3, exerciseNames: ['Warm-up', 'Main'] });
    expect(body.instanceIds).toHaveLength(3);
    expect(await stored()).toEqual([
      { sequenceNumber: 20, label: 'Instance 3', exerciseName: 'Main' },
      { sequenceNumber: 21, label: 'Instance 1', exerciseName: 'Warm-up' },
      { sequenceNumber: 22, label: 'Instance 2', exerciseName: 'Warm-up' },
    ]);
  });

  it('gives concurrent uploads distinct sequence numbers', async () => {
    const files = [0, 1, 2].map((f) =>
      JSON.stringify([0, 1, 2].map((n) => ruleFindingInstance(10 * f + n))),
    );
    const answers = await Promise.all(files.map((file, f) => send(`f${f}.json`, file)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const numbers = (await stored()).map((row) => row.sequenceNumber);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('records who uploaded how many instances of which exercises', async () => {
    await send('x.json', namedFile);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rule_finding_instances.uploaded'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: expect.any(Number),
      entityType: 'rule_finding_instance',
      details: { count: 3, exerciseNames: ['Warm-up', 'Main'], alreadyPresent: 0 },
    });
  });
});

describe('validation', () => {
  it('stores nothing when the last instance is bad, and names exercise, instance and path', async () => {
    const bad = ruleFindingInstance(9);
    bad.itemData.rule.index = 4;
    const file = {
      exercises: [
        { name: 'Main', instances: [ruleFindingInstance(1), ruleFindingInstance(2), bad] },
      ],
    };
    const answer = await send('x.json', file);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      detail: 'The file has 1 problem. Nothing was stored.',
      errors: [
        {
          path: '/exercises/0/instances/2/itemData/rule/index',
          message: 'Exercise "Main", instance 3: Too big: expected number to be <=3',
        },
      ],
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses sequence numbers used twice in the file or already stored', async () => {
    await send('first.json', ruleFindingInstance(1, { sequenceNumber: 5 }));
    const answer = await send('x.json', [
      ruleFindingInstance(2, { sequenceNumber: 5 }),
      ruleFindingInstance(3, { sequenceNumber: 7 }),
      ruleFindingInstance(4, { sequenceNumber: 7 }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      {
        path: '/0/sequenceNumber',
        message: expect.stringMatching(
          /^Exercise "x", instance 1: Sequence number 5 is already used by the instance with ID \d+$/,
        ),
      },
      {
        path: '/2/sequenceNumber',
        message:
          'Exercise "x", instance 3: Sequence number 7 is also used by Exercise "x", instance 2',
      },
    ]);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a 10,000-level-deep rule and keeps serving', async () => {
    const answer = await send('deep.json', `[${deepRuleInstanceJson(10_000)}]`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      {
        path: '/0/itemData/rule',
        message: 'Exercise "deep", instance 1: The rule tree is nested deeper than 32 levels',
      },
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/games/rule-finding/instances',
      headers: await t.authHeader(admin),
    });
    expect(list.statusCode).toBe(200);
  });
});

describe('the file itself', () => {
  it('answers 415 for a body that is not multipart', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: await t.authHeader(admin),
      payload: [ruleFindingInstance(1)],
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().detail).toMatch(/multipart\/form-data in the field 'file'/);
  });

  it("answers 400 when the file is not in the field 'file'", async () => {
    const body = multipart('x.json', JSON.stringify(ruleFindingInstance(1)), 'upload');
    const answer = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.authHeader(admin)) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().detail).toBe("Attach the .json file in the form field 'file'.");
  });

  it('answers 400 for two files in one request', async () => {
    const boundary = '----two-files';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: application/json\r\n\r\n${JSON.stringify(ruleFindingInstance(1))}\r\n`;
    const answer = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: `${part('a.json')}${part('b.json')}--${boundary}--\r\n`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(await t.authHeader(admin)),
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().detail).toBe("Send exactly one file, in the form field 'file'.");
    expect(await stored()).toEqual([]);
  });

  it('is admin-only: researchers get 403 and nothing is stored', async () => {
    for (const who of [researcher, nobody]) {
      const answer = await upload(t, URL, 'x.json', JSON.stringify(ruleFindingInstance(1)), who);
      expect(answer.statusCode).toBe(403);
    }
    expect(await stored()).toEqual([]);
  });
});

describe('size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ env: { UPLOAD_MAX_BYTES: '2048' } });
  });
  afterAll(() => small.close());

  it('answers 413 for a file over UPLOAD_MAX_BYTES, stores nothing and keeps serving', async () => {
    const content = JSON.stringify(Array.from({ length: 40 }, (_, n) => ruleFindingInstance(n)));
    expect(content.length).toBeGreaterThan(2048);
    const answer = await upload(small, URL, 'big.json', content);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().detail).toBe('The file is larger than the upload limit of 2048 bytes.');
    expect(await small.db.select().from(gameInstances)).toEqual([]);
    const fits = await upload(small, URL, 'small.json', JSON.stringify(ruleFindingInstance(1)));
    expect(fits.statusCode).toBe(201);
  });

  it('answers 413 for a body many times the limit', async () => {
    const answer = await upload(small, URL, 'huge.json', Buffer.alloc(5 * 1024 * 1024, 0x20));
    expect(answer.statusCode).toBe(413);
  });
});

describe('duplicates and dry runs', () => {
  it('stores nothing twice: a re-upload reports every instance as already present', async () => {
    const first = await send('x.json', namedFile);
    const ids = first.json().instanceIds;
    const again = await send('x.json', namedFile);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      count: 0,
      instanceIds: [],
      alreadyPresentCount: 3,
      alreadyPresent: [
        {
          exerciseName: 'Warm-up',
          instanceIndex: 0,
          path: '/exercises/0/instances/0',
          existingId: ids[0],
        },
        {
          exerciseName: 'Warm-up',
          instanceIndex: 1,
          path: '/exercises/0/instances/1',
          existingId: ids[1],
        },
        {
          exerciseName: 'Main',
          instanceIndex: 0,
          path: '/exercises/1/instances/0',
          existingId: ids[2],
        },
      ],
    });
    expect(await stored()).toHaveLength(3);
  });

  it('sees the same instance whatever its key order, and stores a repeat within a file once', async () => {
    await send('a.json', ruleFindingInstance(1));
    const { label, itemData } = ruleFindingInstance(1);
    const reordered = {
      itemData: {
        targetItems: itemData.targetItems,
        demonstrationItems: itemData.demonstrationItems,
        rule: itemData.rule,
      },
      label,
    };
    const answer = await send('b.json', [
      reordered,
      ruleFindingInstance(2),
      ruleFindingInstance(2),
    ]);
    expect(answer.json()).toMatchObject({
      count: 1,
      alreadyPresentCount: 2,
      alreadyPresent: [
        { instanceIndex: 0, existingId: expect.any(Number) },
        { instanceIndex: 2, existingId: null },
      ],
    });
    expect(await stored()).toHaveLength(2);
  });

  it('a dry run answers what would be created and stores nothing', async () => {
    await send('first.json', ruleFindingInstance(1));
    const file = [ruleFindingInstance(1), ruleFindingInstance(2), ruleFindingInstance(3)];
    const answer = await send('x.json', file, `${URL}?dryRun=true`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      dryRun: true,
      count: 2,
      exerciseNames: ['x'],
      alreadyPresentCount: 1,
      alreadyPresent: [
        { exerciseName: 'x', instanceIndex: 0, path: '/0', existingId: expect.any(Number) },
      ],
      warningCount: 0,
      warnings: [],
    });
    expect(await stored()).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'rule_finding_instances.uploaded')),
    ).toHaveLength(1);
  });

  it('a dry run lists the same errors as an upload', async () => {
    const bad = ruleFindingInstance(1);
    bad.itemData.rule.index = 1.5;
    const dry = await send('x.json', [bad], `${URL}?dryRun=true`);
    const real = await send('x.json', [bad]);
    expect(dry.statusCode).toBe(400);
    expect(dry.json()).toEqual(real.json());
  });

  it('warns about items whose matchesRule disagrees with the rule', async () => {
    const odd = ruleFindingInstance(0);
    odd.itemData.demonstrationItems[0]!.matchesRule = false;
    const answer = await send('x.json', {
      exercises: [{ name: 'Odd', instances: [ruleFindingInstance(1), odd] }],
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      count: 2,
      warningCount: 1,
      warnings: [
        {
          exerciseName: 'Odd',
          instanceIndex: 1,
          path: '/exercises/0/instances/1/itemData/demonstrationItems/0/matchesRule',
          message: 'Demonstration item 1 has matchesRule false, but the rule says true',
        },
      ],
    });
  });
});
