// Sequence numbers stay within 0..SEQUENCE_NUMBER_MAX: a number outside is refused (400), and
// assigning the next one never overflows the column (409 once the range is used up).
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEQUENCE_NUMBER_MAX } from '@cogniplay/contract';
import { gameInstances, ofGame } from '../../../../src/db/schema/index.ts';
import type { TestApp } from '../../../helper.ts';
import { postJson, ruleFindingInstance, upload, useGamesApp } from '../support.ts';

let t: TestApp;
useGamesApp('rule-finding', (app) => (t = app));

const URL = '/api/games/rule-finding/instances';
const UPLOAD_URL = '/api/games/rule-finding/bulk-upload';

const create = (payload: unknown) => postJson(t, URL, payload);
const send = (content: unknown) => upload(t, UPLOAD_URL, 'set.json', JSON.stringify(content));
const storedNumbers = async () =>
  (
    await t.db
      .select({ n: gameInstances.sequenceNumber })
      .from(gameInstances)
      .where(ofGame('rule-finding'))
      .orderBy(asc(gameInstances.sequenceNumber))
  ).map((row) => row.n);

describe('sequence numbers outside the range', () => {
  it.each([2_147_483_647, SEQUENCE_NUMBER_MAX + 1, -1])(
    'refuses %d in POST with 400 naming the field, storing nothing',
    async (sequenceNumber) => {
      const answer = await create(ruleFindingInstance(1, { sequenceNumber }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.map((e: { path: string }) => e.path)).toEqual([
        '/body/sequenceNumber',
      ]);
      expect(await storedNumbers()).toEqual([]);
    },
  );

  it('refuses one in an upload with 400 at its path, storing nothing', async () => {
    const answer = await send([
      ruleFindingInstance(1),
      ruleFindingInstance(2, { sequenceNumber: 2_147_483_647 }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.map((e: { path: string }) => e.path)).toEqual([
      '/1/sequenceNumber',
    ]);
    expect(await storedNumbers()).toEqual([]);
  });

  it('accepts the highest number of the range', async () => {
    const answer = await create(ruleFindingInstance(1, { sequenceNumber: SEQUENCE_NUMBER_MAX }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json().instance.sequenceNumber).toBe(SEQUENCE_NUMBER_MAX);
  });
});

describe('assigning the next number', () => {
  it('answers 409, not 500, once the range is used up, for POST and upload alike', async () => {
    await create(ruleFindingInstance(1, { sequenceNumber: SEQUENCE_NUMBER_MAX }));

    const created = await create(ruleFindingInstance(2));
    expect(created.statusCode).toBe(409);
    expect(created.json().detail).toMatch(/No free sequence number is left/);

    const uploaded = await send([ruleFindingInstance(3)]);
    expect(uploaded.statusCode).toBe(409);
    expect(uploaded.json().detail).toMatch(/No free sequence number is left/);

    // A number given explicitly still works.
    expect((await create(ruleFindingInstance(4, { sequenceNumber: 5 }))).statusCode).toBe(201);
    expect(await storedNumbers()).toEqual([5, SEQUENCE_NUMBER_MAX]);
  });

  it('refuses an upload whose numbers would run past the range, storing nothing', async () => {
    await create(ruleFindingInstance(1, { sequenceNumber: SEQUENCE_NUMBER_MAX - 1 }));
    const answer = await send([ruleFindingInstance(2), ruleFindingInstance(3)]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toMatch(/2 sequence numbers/);
    expect(await storedNumbers()).toEqual([SEQUENCE_NUMBER_MAX - 1]);
  });

  it('is not blocked by a number stored above the range before it was enforced', async () => {
    await create(ruleFindingInstance(1, { sequenceNumber: 3 }));
    await t.db.execute(
      sql`update game_instances set sequence_number = 2147483647
          where game = 'rule-finding' and sequence_number = 3`,
    );
    const created = await create(ruleFindingInstance(2));
    expect(created.statusCode).toBe(201);
    expect(created.json().instance.sequenceNumber).toBe(1);
    const uploaded = await send([ruleFindingInstance(3)]);
    expect(uploaded.statusCode).toBe(201);
    expect(await storedNumbers()).toEqual([1, 2, 2_147_483_647]);
  });
});
