import { describe, expect, it } from 'vitest';
import type { Rule, RuleFindingItem } from '@cogniplay/contract';
import { countMatching, followsRule } from './item-matching';

const item = (matchesRule: boolean, ...characteristics: ('on' | 'off')[]): RuleFindingItem => ({
  matchesRule,
  ruleFindingElement: { characteristics },
});

describe('countMatching', () => {
  it('counts the items flagged as matching out of all items', () => {
    expect(countMatching([item(true, 'on'), item(false, 'off'), item(true, 'on')])).toEqual({
      matching: 2,
      total: 3,
    });
  });

  it('is 0/0 for an empty list', () => {
    expect(countMatching([])).toEqual({ matching: 0, total: 0 });
  });
});

describe('followsRule', () => {
  const firstOn: Rule = { $type: 'property', index: 0, value: 'on' };

  it('is true when the flag agrees with the rule', () => {
    expect(followsRule(firstOn, item(true, 'on'))).toBe(true);
    expect(followsRule(firstOn, item(false, 'off'))).toBe(true);
  });

  it('is false when the flag disagrees with the rule', () => {
    expect(followsRule(firstOn, item(true, 'off'))).toBe(false);
    expect(followsRule(firstOn, item(false, 'on'))).toBe(false);
  });
});
