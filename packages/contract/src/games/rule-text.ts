// A rule as people read it: the web app's rule view and the export's `rule` column say it alike.
import { numberFromOne } from '../numbering.ts';
import type { CharacteristicValue, Rule } from './rule.ts';

export type RuleOperator = 'and' | 'or' | 'not';

/**
 * One piece of a rule as it is shown: an on/off badge holding the property's `index` in the
 * JSON (shown from 1), an operator or a parenthesis.
 */
export type RuleToken =
  | { kind: 'property'; index: number; value: CharacteristicValue }
  | { kind: 'operator'; operator: RuleOperator }
  | { kind: 'paren'; paren: '(' | ')' };

/**
 * A rule tree as a flat sequence of tokens: property leaves become on/off badges with their
 * JSON `index` (0 to 3, the position in an item's `characteristics`; people see it from 1, as
 * items show theirs), combined by AND, OR and NOT.
 * A compound rule inside another rule is wrapped in parentheses, so nesting is never ambiguous.
 */
export function ruleTokens(rule: Rule): RuleToken[] {
  return tokensOf(rule, false);
}

function tokensOf(rule: Rule, nested: boolean): RuleToken[] {
  if (rule.$type === 'property') {
    return [{ kind: 'property', index: rule.index, value: rule.value }];
  }
  const inner: RuleToken[] =
    rule.$type === 'not'
      ? [{ kind: 'operator', operator: 'not' }, ...tokensOf(rule.rule, true)]
      : [
          ...tokensOf(rule.left, true),
          { kind: 'operator', operator: rule.$type },
          ...tokensOf(rule.right, true),
        ];
  return nested ? [{ kind: 'paren', paren: '(' }, ...inner, { kind: 'paren', paren: ')' }] : inner;
}

const OPERATOR_TEXT: Record<RuleOperator, string> = { and: 'AND', or: 'OR', not: 'NOT' };

/** The rule as one line of text, numbered from 1, e.g. `(1:on AND 2:off) OR NOT 3:on`. */
export function ruleToText(rule: Rule, operatorText = OPERATOR_TEXT): string {
  return ruleTokens(rule)
    .map((token) => {
      if (token.kind === 'property') return `${numberFromOne(token.index)}:${token.value}`;
      if (token.kind === 'operator') return operatorText[token.operator];
      return token.paren;
    })
    .join(' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');
}
