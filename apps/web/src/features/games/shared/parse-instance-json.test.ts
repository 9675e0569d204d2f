import { describe, expect, it } from 'vitest';
import {
  handGestureInstanceInputSchema,
  ruleFindingInstanceInputSchema,
} from '@cogniplay/contract';
import { parseInstanceJson } from './parse-instance-json';

describe('parseInstanceJson', () => {
  it('answers the instance its schema makes of valid text', () => {
    const result = parseInstanceJson(
      '{"taskData": {"gesture": "fist"}}',
      handGestureInstanceInputSchema,
    );
    expect(result).toEqual({ ok: true, value: { taskData: { gesture: 'fist' } } });
  });

  it('reports text that is not JSON with the parser\u2019s message', () => {
    const result = parseInstanceJson('{"taskData": ', handGestureInstanceInputSchema);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/JSON/);
  });

  it('names the path of each schema problem', () => {
    const instance = {
      itemData: {
        rule: { $type: 'property', index: 4, value: 'yes' },
        demonstrationItems: [],
        targetItems: [],
      },
    };
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
