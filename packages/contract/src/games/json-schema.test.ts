/* eslint-disable @typescript-eslint/no-explicit-any -- fixtures are reshaped into invalid forms and schemas read loosely */
import { describe, expect, it } from 'vitest';
import { handGestureInstanceJsonSchema, ruleFindingInstanceJsonSchema } from './json-schema.ts';

describe('JSON Schema export', () => {
  it('describes the rule-finding instance with its recursive rule', () => {
    const schema = ruleFindingInstanceJsonSchema() as { $defs: Record<string, any> };
    expect(schema.$defs.NewRuleFindingInstance.required).toEqual(['itemData']);
    expect(schema.$defs.RuleFindingPropertyRule.properties.index).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 3,
    });
    expect(schema.$defs.RuleFindingCharacteristicValue.enum).toEqual(['off', 'on']);
    expect(schema.$defs.RuleFindingNotRule.properties.rule).toEqual({
      $ref: '#/$defs/RuleFindingRule',
    });
  });

  it('describes taskData as an object', () => {
    const schema = handGestureInstanceJsonSchema() as { $defs: Record<string, any> };
    expect(schema.$defs.NewHandGestureInstance.properties.taskData.type).toBe('object');
  });
});
