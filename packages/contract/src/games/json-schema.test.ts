/* eslint-disable @typescript-eslint/no-explicit-any -- the generated schemas are read loosely */
import { describe, expect, it } from 'vitest';
import { handGestureInstanceJsonSchema, ruleFindingInstanceJsonSchema } from './json-schema.ts';

describe('JSON Schema export', () => {
  it('describes the rule-finding instance with its recursive rule, as draft 7', () => {
    const schema = ruleFindingInstanceJsonSchema() as {
      $schema: string;
      definitions: Record<string, any>;
    };
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.definitions.NewRuleFindingInstance.required).toEqual(['itemData']);
    expect(schema.definitions.RuleFindingPropertyRule.properties.index).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 3,
    });
    expect(schema.definitions.RuleFindingCharacteristicValue.enum).toEqual(['off', 'on']);
    expect(schema.definitions.RuleFindingNotRule.properties.rule).toEqual({
      $ref: '#/definitions/RuleFindingRule',
    });
  });

  it('describes taskData as an object', () => {
    const schema = handGestureInstanceJsonSchema() as { definitions: Record<string, any> };
    expect(schema.definitions.NewHandGestureInstance.properties.taskData.type).toBe('object');
  });
});
