// One upload's work is bounded: at most UPLOAD_MAX_INSTANCES instances, refused (413, naming the
// limit) before the file is parsed, storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, gameInstances } from '../../../src/db/schema/index.ts';
import { validateUploadFile } from '../../../src/modules/games/shared/upload-worker.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { ruleFindingInstance, upload } from './support.ts';

const RULE_FINDING = '/api/games/rule-finding/bulk-upload';
const HAND_GESTURE = '/api/games/hand-gesture/instances/bulk-upload';
const LIMIT_DETAIL =
  'The file holds more than 5 instances, the most one upload takes (UPLOAD_MAX_INSTANCES). ' +
  'Split it into smaller files.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_MAX_INSTANCES: '5' } });
});
afterAll(() => t.close());

const nothingStored = async () => {
  expect(await t.db.select().from(gameInstances)).toEqual([]);
  const audited = await t.db.select({ action: auditLog.action }).from(auditLog);
  expect(audited.filter((row) => row.action.endsWith('.uploaded'))).toEqual([]);
};
const instances = (count: number) =>
  Array.from({ length: count }, (_, n) => ruleFindingInstance(n));

describe('UPLOAD_MAX_INSTANCES', () => {
  it('refuses an array of 6 instances with 413 naming the limit, storing nothing', async () => {
    const answer = await upload(t, RULE_FINDING, 'set.json', JSON.stringify(instances(6)));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().detail).toBe(LIMIT_DETAIL);
    await nothingStored();
  });

  it('refuses a million elements at once, for both games, storing nothing', async () => {
    const million = `[${'{},'.repeat(999_999)}{}]`;
    for (const url of [RULE_FINDING, HAND_GESTURE]) {
      const answer = await upload(t, url, 'million.json', million);
      expect(answer.statusCode).toBe(413);
      expect(answer.json().detail).toBe(LIMIT_DETAIL);
    }
    await nothingStored();
  });
});

describe('validateUploadFile (the worker step)', () => {
  const validate = (text: string, maxInstances = 5) =>
    validateUploadFile({
      game: 'hand-gesture',
      baseName: 'x',
      content: Buffer.from(text),
      maxInstances,
    });

  const validateRuleFinding = (file: unknown) =>
    validateUploadFile({
      game: 'rule-finding',
      baseName: 'set',
      content: Buffer.from(JSON.stringify(file)),
      maxInstances: 5,
    });

  it('refuses named exercises of 6 instances, counted together, naming the limit', () => {
    const file = {
      exercises: [
        { name: 'a', instances: instances(3) },
        { name: 'b', instances: instances(3) },
      ],
    };
    expect(validateRuleFinding(file)).toMatchObject({
      ok: false,
      problem: { status: 413, detail: LIMIT_DETAIL },
    });
  });

  it('accepts exactly the limit', () => {
    const result = validateRuleFinding(instances(5));
    expect(result).toMatchObject({ ok: true, problems: { listed: [], total: 0 } });
    expect(result.ok && result.instances).toHaveLength(5);
  });

  it('counts before parsing: a cut-off file of too many instances is refused as too many', () => {
    const result = validate(`[${'{"taskData":{}},'.repeat(6)}`);
    expect(result).toMatchObject({ ok: false, problem: { status: 413 } });
  });

  it('checks the parsed count too, whatever the text scan saw', () => {
    // `exercises` written with an escape: the scan does not see the form, the parsed file does.
    const file = `{"exerc\\u0069ses":[{"name":"a","instances":[${'{"taskData":{}},'.repeat(5)}{"taskData":{}}]}]}`;
    expect(validate(file)).toMatchObject({ ok: false, problem: { status: 413 } });
  });

  it('refuses an escaped NUL or lone surrogate, and keeps an escaped pair', () => {
    expect(validate('[{"taskData":{"a":"\\u0000"}}]')).toMatchObject({
      ok: false,
      problem: { status: 400, errors: [{ path: '/0/taskData/a' }] },
    });
    expect(validate('[{"taskData":{"\\uDC00":1}}]')).toMatchObject({
      ok: false,
      problem: { status: 400, errors: [{ path: '/0/taskData/\udc00' }] },
    });
    expect(validate('[{"taskData":{"a":"\\ud83c\\udfb2"}}]')).toMatchObject({ ok: true });
  });

  it('answers the validated instances as plain data, their columns already JSON', () => {
    const result = validate('[{"taskData":{"a":1}},{"taskData":{"b":2}}]');
    expect(result).toMatchObject({
      ok: true,
      exerciseNames: ['x'],
      instances: [
        {
          exerciseName: 'x',
          instanceIndex: 0,
          path: '/0',
          columnsJson: '"content":{"a":1},"item_count":0',
        },
        {
          exerciseName: 'x',
          instanceIndex: 1,
          path: '/1',
          columnsJson: '"content":{"b":2},"item_count":0',
        },
      ],
      problems: { listed: [], total: 0 },
    });
  });
});
