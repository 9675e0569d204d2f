import { describe, expect, it } from 'vitest';
import {
  handGestureInstanceInputSchema,
  ruleFindingInstanceInputSchema,
} from '@cogniplay/contract';
import { handGestureExample } from '../hand-gesture/instance-example';
import { ruleFindingExample } from '../rule-finding/instance-example';
import { parseInstanceJson } from './parse-instance-json';

describe('parseInstanceJson', () => {
  it('accepts the editors\u2019 starting examples', () => {
    expect(parseInstanceJson(ruleFindingExample, ruleFindingInstanceInputSchema).ok).toBe(true);
    expect(parseInstanceJson(handGestureExample, handGestureInstanceInputSchema).ok).toBe(true);
  });

  it('reports text that is not JSON with the parser\u2019s message', () => {
    const result = parseInstanceJson('{"taskData": ', handGestureInstanceInputSchema);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/JSON/);
  });

  it('names the path of each schema problem', () => {
    const instance = JSON.parse(ruleFindingExample);
    instance.itemData.rule = { $type: 'property', index: 4, value: 'yes' };
    const result = parseInstanceJson(JSON.stringify(instance), ruleFindingInstanceInputSchema);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain('/itemData/rule');
  });

  it('refuses a hand-gesture instance whose taskData is not an object', () => {
    const result = parseInstanceJson('{"taskData": [1, 2]}', handGestureInstanceInputSchema);
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.reason).toContain('/taskData');
  });
});
