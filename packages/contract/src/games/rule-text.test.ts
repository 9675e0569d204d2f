import { describe, expect, it } from 'vitest';
import type { Rule } from './rule.ts';
import { ruleTokens, ruleToText } from './rule-text.ts';

const on = (index: number): Rule => ({ $type: 'property', index, value: 'on' });
const off = (index: number): Rule => ({ $type: 'property', index, value: 'off' });

describe('ruleToText', () => {
  it('numbers a property from 1, its index in the JSON plus one', () => {
    expect(ruleToText(on(0))).toBe('1:on');
    expect(ruleToText(off(3))).toBe('4:off');
  });

  it('joins a top-level AND or OR without parentheses', () => {
    expect(ruleToText({ $type: 'and', left: on(0), right: off(1) })).toBe('1:on AND 2:off');
    expect(ruleToText({ $type: 'or', left: on(2), right: on(3) })).toBe('3:on OR 4:on');
  });

  it('wraps nested compound rules in parentheses', () => {
    const rule: Rule = {
      $type: 'or',
      left: { $type: 'and', left: on(0), right: off(1) },
      right: on(2),
    };
    expect(ruleToText(rule)).toBe('(1:on AND 2:off) OR 3:on');
  });

  it('wraps both sides when both are compound', () => {
    const rule: Rule = {
      $type: 'and',
      left: { $type: 'or', left: on(0), right: on(1) },
      right: { $type: 'or', left: off(2), right: off(3) },
    };
    expect(ruleToText(rule)).toBe('(1:on OR 2:on) AND (3:off OR 4:off)');
  });

  it('writes NOT before a property and before a parenthesised compound rule', () => {
    expect(ruleToText({ $type: 'not', rule: on(1) })).toBe('NOT 2:on');
    expect(ruleToText({ $type: 'not', rule: { $type: 'and', left: on(0), right: on(1) } })).toBe(
      'NOT (1:on AND 2:on)',
    );
  });

  it('parenthesises a NOT nested in an AND', () => {
    expect(ruleToText({ $type: 'and', left: { $type: 'not', rule: on(0) }, right: on(1) })).toBe(
      '(NOT 1:on) AND 2:on',
    );
  });

  it('takes translated operator words', () => {
    expect(
      ruleToText(
        { $type: 'and', left: on(0), right: off(1) },
        { and: 'UND', or: 'ODER', not: 'NICHT' },
      ),
    ).toBe('1:on UND 2:off');
  });
});

describe('ruleTokens', () => {
  it('gives the badge, operator and parenthesis tokens in reading order', () => {
    expect(ruleTokens({ $type: 'or', left: { $type: 'not', rule: on(0) }, right: off(1) })).toEqual(
      [
        { kind: 'paren', paren: '(' },
        { kind: 'operator', operator: 'not' },
        { kind: 'property', index: 0, value: 'on' },
        { kind: 'paren', paren: ')' },
        { kind: 'operator', operator: 'or' },
        { kind: 'property', index: 1, value: 'off' },
      ],
    );
  });
});
