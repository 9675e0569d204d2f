import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, gameInstances, ofGame, users } from '../../../../src/db/schema/index.ts';
import type { TestApp, TokenOptions } from '../../../helper.ts';
import {
  admin,
  deepRuleInstanceJson,
  getAs,
  nobody,
  postJson,
  prototypeIsClean,
  researcher,
  ruleFindingInstance,
  useGamesApp,
} from '../support.ts';

let t: TestApp;
useGamesApp('rule-finding', (app) => (t = app));

const URL = '/api/games/rule-finding/instances';

const create = (payload: unknown, who?: TokenOptions) => postJson(t, URL, payload, who);
const get = (url: string, who?: TokenOptions) => getAs(t, url, who);

const storedCount = async () =>
  (await t.db.select().from(gameInstances).where(ofGame('rule-finding'))).length;

describe('POST /api/games/rule-finding/instances', () => {
  it('stores the instance with the next sequence number and answers it (201)', async () => {
    const first = await create(ruleFindingInstance(1));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      instance: {
        id: expect.any(Number),
        sequenceNumber: 1,
        label: 'Instance 1',
        exerciseName: null,
        itemData: ruleFindingInstance(1).itemData,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        ruleMismatches: [],
      },
      warnings: [],
    });
    const second = await create(ruleFindingInstance(2));
    expect(second.json().instance.sequenceNumber).toBe(2);
  });

  it('keeps a given sequence number and continues after the highest one', async () => {
    expect(
      (await create(ruleFindingInstance(1, { sequenceNumber: 40 }))).json().instance.sequenceNumber,
    ).toBe(40);
    expect((await create(ruleFindingInstance(2))).json().instance.sequenceNumber).toBe(41);
  });

  it('answers 409 for a sequence number in use and for identical content, storing nothing', async () => {
    await create(ruleFindingInstance(1, { sequenceNumber: 5 }));
    const taken = await create(ruleFindingInstance(2, { sequenceNumber: 5 }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toMatch(
      /^Sequence number 5 is already used by the instance with ID \d+\.$/,
    );
    // The same content under another sequence number is still the same instance.
    const same = await create(ruleFindingInstance(1, { sequenceNumber: 6 }));
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toMatch(/^An identical instance is already stored \(ID \d+\)\.$/);
    expect(await storedCount()).toBe(1);
  });

  it('gives concurrent creations distinct sequence numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => create(ruleFindingInstance(n))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const numbers = answers.map((a) => a.json().instance.sequenceNumber as number);
    expect(numbers.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('accepts an item that disagrees with the rule and lists the warning', async () => {
    const instance = ruleFindingInstance(0);
    instance.itemData.targetItems[0]!.matchesRule = true; // all off, but the rule wants index 0 on
    const answer = await create(instance);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().warnings).toEqual([
      {
        path: '/itemData/targetItems/0/matchesRule',
        message: 'Target item 1 has matchesRule true, but the rule says false',
      },
    ]);
    const detail = await get(`${URL}/${answer.json().instance.id}`);
    expect(detail.json().ruleMismatches).toEqual([
      {
        list: 'targetItems',
        itemIndex: 0,
        path: '/itemData/targetItems/0/matchesRule',
        matchesRule: true,
        ruleResult: false,
      },
    ]);
  });

  // Every other invalid instance: the contract's ruleFindingInstanceInputSchema and ruleSchema tests.
  it('refuses an invalid instance with 400 naming the path, storing nothing', async () => {
    const instance = ruleFindingInstance(0);
    instance.itemData.rule.index = 4;
    const answer = await create(instance);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.map((e: { path: string }) => e.path)).toContain(
      '/body/itemData/rule/index',
    );
    expect(await storedCount()).toBe(0);
  });

  it('refuses broken JSON and an empty body', async () => {
    const broken = await create('{"itemData": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe('The request body is not valid JSON.');
    expect((await create('')).statusCode).toBe(400);
  });

  it('refuses __proto__ keys without touching any prototype', async () => {
    const answer = await create(
      `{"__proto__":{"polluted":true},${JSON.stringify(ruleFindingInstance(0)).slice(1)}`,
    );
    expect(answer.statusCode).toBe(400);
    expect(prototypeIsClean()).toBe(true);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a 10,000-level-deep rule tree and keeps serving', async () => {
    const answer = await create(deepRuleInstanceJson(10_000));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { path: '/body/itemData/rule', message: 'The rule tree is nested deeper than 32 levels' },
    ]);
    expect((await get(URL)).statusCode).toBe(200);
  });

  it('is admin-only: researchers and users without a role get 403, nothing stored', async () => {
    expect((await create(ruleFindingInstance(0), researcher)).statusCode).toBe(403);
    expect((await create(ruleFindingInstance(0), nobody)).statusCode).toBe(403);
    // Before the body is validated: a researcher learns nothing about the schema.
    expect((await create({ itemData: 'x' }, researcher)).statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });

  it('records who created which instance in the audit log', async () => {
    const answer = await create(ruleFindingInstance(3));
    const [entry] = await t.db
      .select({
        actor: users.email,
        action: auditLog.action,
        entityId: auditLog.entityId,
        details: auditLog.details,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorUserId))
      .where(eq(auditLog.action, 'rule_finding_instance.created'));
    expect(entry).toEqual({
      actor: 'admin@example.org',
      action: 'rule_finding_instance.created',
      entityId: String(answer.json().instance.id),
      details: { count: 1, sequenceNumber: 1, ruleMismatches: 0 },
    });
  });
});

describe('GET /api/games/rule-finding/instances', () => {
  it('lists summaries by sequence number for researchers and admins', async () => {
    await create(ruleFindingInstance(1, { sequenceNumber: 9 }));
    await create({ ...ruleFindingInstance(2, { sequenceNumber: 3 }), label: undefined });
    for (const who of [researcher, admin]) {
      const answer = await get(URL, who);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        instances: [
          {
            id: expect.any(Number),
            sequenceNumber: 3,
            label: null,
            exerciseName: null,
            createdAt: expect.any(String),
          },
          {
            id: expect.any(Number),
            sequenceNumber: 9,
            label: 'Instance 1',
            exerciseName: null,
            createdAt: expect.any(String),
          },
        ],
      });
    }
  });

  it('answers the new list after every write, and 304 to an unchanged ETag', async () => {
    const first = await get(URL);
    expect(first.json().instances).toHaveLength(0);
    const etag = first.headers.etag as string;
    const unchanged = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...(await t.authHeader(researcher)), 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await create(ruleFindingInstance(1));
    const after = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...(await t.authHeader(researcher)), 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().instances).toHaveLength(1);
  });

  it('answers a change made straight in the database, not only inserts', async () => {
    await create(ruleFindingInstance(1));
    expect((await get(URL)).json().instances[0].label).toBe('Instance 1');
    // Same row count and highest id: only the change counter (a trigger) tells.
    await t.db.update(gameInstances).set({ label: 'Renamed' }).where(ofGame('rule-finding'));
    expect((await get(URL)).json().instances[0].label).toBe('Renamed');
    await t.db.delete(gameInstances).where(ofGame('rule-finding'));
    expect((await get(URL)).json().instances).toEqual([]);
  });

  it('answers gzip-compressed when the client accepts it', async () => {
    // Over 1 KB: smaller bodies are not worth compressing.
    for (let n = 1; n <= 12; n++) await create(ruleFindingInstance(n));
    const answer = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...(await t.authHeader(researcher)), 'accept-encoding': 'gzip, br' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(answer.rawPayload).toString('utf8'));
    expect(list.instances).toHaveLength(12);
    expect(list.instances[0]).toMatchObject({ sequenceNumber: 1, label: 'Instance 1' });
  });

  it('answers an empty list, 403 without a games role and 401 without a token', async () => {
    expect((await get(URL)).json()).toEqual({ instances: [] });
    expect((await get(URL, nobody)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('GET /api/games/rule-finding/instances/{id}', () => {
  it('answers the whole instance', async () => {
    const { instance } = (await create(ruleFindingInstance(2))).json();
    const answer = await get(`${URL}/${instance.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(instance);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get(`${URL}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Rule-finding instance not found.');
    expect((await get(`${URL}/abc`)).statusCode).toBe(400);
  });
});
