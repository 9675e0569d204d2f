import type { CharacteristicValue, Rule } from '@cogniplay/contract';

export type RuleOperator = 'and' | 'or' | 'not';

/** One piece of a rule as it is shown: a numbered on/off badge, an operator or a parenthesis. */
export type RuleToken =
  | { kind: 'property'; number: number; value: CharacteristicValue }
  | { kind: 'operator'; operator: RuleOperator }
  | { kind: 'paren'; paren: '(' | ')' };

/**
 * A rule tree as a flat sequence of tokens (spec 2.10): property leaves become numbered on/off
 * badges (index 0 is characteristic 1, as items number theirs), combined by AND, OR and NOT.
 * A compound rule inside another rule is wrapped in parentheses, so nesting is never ambiguous.
 */
export function ruleTokens(rule: Rule): RuleToken[] {
  return tokensOf(rule, false);
}

function tokensOf(rule: Rule, nested: boolean): RuleToken[] {
  if (rule.$type === 'property') {
    return [{ kind: 'property', number: rule.index + 1, value: rule.value }];
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

/** The rule as one line of text, e.g. `(1:on AND 2:off) OR NOT 3:on`. */
export function ruleToText(rule: Rule, operatorText = OPERATOR_TEXT): string {
  return ruleTokens(rule)
    .map((token) => {
      if (token.kind === 'property') return `${token.number}:${token.value}`;
      if (token.kind === 'operator') return operatorText[token.operator];
      return token.paren;
    })
    .join(' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');
}
