import { describe, expect, it } from 'vitest';
import type { Rule } from './rule.ts';
import { ruleLiteralCount } from './rule-literals.ts';

const is = (index: number, value: 'on' | 'off' = 'on'): Rule => ({
  $type: 'property',
  index,
  value,
});
const not = (rule: Rule): Rule => ({ $type: 'not', rule });
const and = (left: Rule, right: Rule): Rule => ({ $type: 'and', left, right });
const or = (left: Rule, right: Rule): Rule => ({ $type: 'or', left, right });
const xor = (a: Rule, b: Rule): Rule => or(and(a, not(b)), and(not(a), b));

describe('ruleLiteralCount (Feldman 2000)', () => {
  it('counts the literals of a rule that is already shortest', () => {
    expect(ruleLiteralCount(is(2, 'off'))).toBe(1);
    expect(ruleLiteralCount(not(is(0)))).toBe(1);
    expect(ruleLiteralCount(or(and(is(0), is(1, 'off')), not(is(2))))).toBe(3);
  });

  it('counts the shortest equivalent formula, not the rule as written', () => {
    // Both are characteristic 1 alone.
    expect(ruleLiteralCount(or(and(is(0), is(1)), and(is(0), not(is(1)))))).toBe(1);
    expect(ruleLiteralCount(or(is(0), and(is(0), is(3))))).toBe(1);
    expect(ruleLiteralCount(not(not(is(1))))).toBe(1);
    // (a AND b) OR (a AND c) = a AND (b OR c).
    expect(ruleLiteralCount(or(and(is(0), is(1)), and(is(0), is(2))))).toBe(3);
  });

  it('gives the known sizes of parity: 4 literals for two variables, 10 for three', () => {
    expect(ruleLiteralCount(xor(is(0), is(1)))).toBe(4);
    expect(ruleLiteralCount(xor(xor(is(0), is(1)), is(2)))).toBe(10);
  });

  it('gives 0 for a rule that is always or never true', () => {
    expect(ruleLiteralCount(or(is(0), not(is(0))))).toBe(0);
    expect(ruleLiteralCount(and(is(3), is(3, 'off')))).toBe(0);
  });
});
