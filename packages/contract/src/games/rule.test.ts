import { describe, expect, it } from 'vitest';
import {
  evaluateRule,
  highestRuleIndex,
  ruleComplexity,
  ruleDepthExceeds,
  RULE_MAX_DEPTH,
  ruleSchema,
  type CharacteristicValue,
  type Rule,
} from './rule.ts';

const prop = (index: number, value: CharacteristicValue): Rule => ({
  $type: 'property',
  index,
  value,
});

/** A `not` chain `levels` deep, built as text: JSON.stringify itself overflows on 10,000 levels. */
function deepRuleJson(levels: number): string {
  return (
    '{"$type":"not","rule":'.repeat(levels - 1) +
    '{"$type":"property","index":0,"value":"on"}' +
    '}'.repeat(levels - 1)
  );
}

describe('evaluateRule', () => {
  const chars: CharacteristicValue[] = ['on', 'off', 'on', 'off'];

  it('reads a property at its index', () => {
    expect(evaluateRule(prop(0, 'on'), chars)).toBe(true);
    expect(evaluateRule(prop(0, 'off'), chars)).toBe(false);
    expect(evaluateRule(prop(3, 'off'), chars)).toBe(true);
  });

  it('combines with and, or and not', () => {
    const t = prop(0, 'on');
    const f = prop(1, 'on');
    expect(evaluateRule({ $type: 'and', left: t, right: t }, chars)).toBe(true);
    expect(evaluateRule({ $type: 'and', left: t, right: f }, chars)).toBe(false);
    expect(evaluateRule({ $type: 'or', left: f, right: t }, chars)).toBe(true);
    expect(evaluateRule({ $type: 'or', left: f, right: f }, chars)).toBe(false);
    expect(evaluateRule({ $type: 'not', rule: f }, chars)).toBe(true);
    expect(evaluateRule({ $type: 'not', rule: t }, chars)).toBe(false);
  });

  it('evaluates nested trees', () => {
    // (0 on AND NOT 1 on) OR 3 on
    const rule: Rule = {
      $type: 'or',
      left: { $type: 'and', left: prop(0, 'on'), right: { $type: 'not', rule: prop(1, 'on') } },
      right: prop(3, 'on'),
    };
    expect(evaluateRule(rule, ['on', 'off', 'off', 'off'])).toBe(true);
    expect(evaluateRule(rule, ['on', 'on', 'off', 'off'])).toBe(false);
    expect(evaluateRule(rule, ['off', 'on', 'off', 'on'])).toBe(true);
  });

  it('never matches a characteristic the element does not have', () => {
    expect(evaluateRule(prop(3, 'on'), ['on'])).toBe(false);
    expect(evaluateRule(prop(3, 'off'), ['on'])).toBe(false);
  });
});

describe('highestRuleIndex', () => {
  it('finds the largest index anywhere in the tree', () => {
    expect(highestRuleIndex(prop(2, 'on'))).toBe(2);
    expect(
      highestRuleIndex({
        $type: 'and',
        left: prop(1, 'on'),
        right: { $type: 'not', rule: prop(3, 'off') },
      }),
    ).toBe(3);
  });
});

describe('ruleSchema', () => {
  it.each([
    ['a property', prop(0, 'on')],
    ['index 3, value off', prop(3, 'off')],
    ['and', { $type: 'and', left: prop(0, 'on'), right: prop(1, 'off') }],
    ['or', { $type: 'or', left: prop(0, 'on'), right: prop(1, 'off') }],
    ['not', { $type: 'not', rule: prop(2, 'on') }],
  ])('accepts %s', (_name, rule) => {
    expect(ruleSchema.safeParse(rule).success).toBe(true);
  });

  it.each([
    ['index 4', { $type: 'property', index: 4, value: 'on' }, ['index']],
    ['index -1', { $type: 'property', index: -1, value: 'on' }, ['index']],
    ['index 1.5', { $type: 'property', index: 1.5, value: 'on' }, ['index']],
    ['index "1"', { $type: 'property', index: '1', value: 'on' }, ['index']],
    ['value "yes"', { $type: 'property', index: 0, value: 'yes' }, ['value']],
    ['an unknown $type', { $type: 'xor', left: prop(0, 'on'), right: prop(1, 'on') }, ['$type']],
    ['a missing $type', { index: 0, value: 'on' }, ['$type']],
    ['and without right', { $type: 'and', left: prop(0, 'on') }, ['right']],
    [
      'a bad nested leaf',
      { $type: 'not', rule: { $type: 'property', index: 9, value: 'on' } },
      ['rule', 'index'],
    ],
    ['an unknown key', { $type: 'property', index: 0, value: 'on', extra: 1 }, []],
  ])('refuses %s', (_name, rule, path) => {
    const result = ruleSchema.safeParse(rule);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(path);
  });

  it(`accepts a tree exactly ${RULE_MAX_DEPTH} levels deep`, () => {
    expect(ruleSchema.safeParse(JSON.parse(deepRuleJson(RULE_MAX_DEPTH))).success).toBe(true);
  });

  it.each([RULE_MAX_DEPTH + 1, 50, 10_000])('refuses a tree %i levels deep', (levels) => {
    const result = ruleSchema.safeParse(JSON.parse(deepRuleJson(levels)));
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]!.message).toMatch(/deeper than 32 levels/);
  });
});

describe('ruleDepthExceeds', () => {
  it('counts a single property as one level', () => {
    expect(ruleDepthExceeds(prop(0, 'on'), 1)).toBe(false);
    expect(ruleDepthExceeds({ $type: 'not', rule: prop(0, 'on') }, 1)).toBe(true);
  });

  it('handles 100,000 levels without recursion', () => {
    expect(ruleDepthExceeds(JSON.parse(deepRuleJson(100_000)), RULE_MAX_DEPTH)).toBe(true);
  });
});

describe('ruleComplexity', () => {
  it('counts the and, or and not nodes', () => {
    expect(ruleComplexity(prop(0, 'on'))).toBe(0);
    expect(ruleComplexity({ $type: 'not', rule: prop(1, 'on') })).toBe(1);
    expect(
      ruleComplexity({
        $type: 'or',
        left: { $type: 'and', left: prop(0, 'on'), right: { $type: 'not', rule: prop(2, 'on') } },
        right: prop(3, 'on'),
      }),
    ).toBe(3);
  });
});
