import { evaluateRule, type Rule, type RuleFindingItem } from '@cogniplay/contract';

/** The 'n/m matching' badge of an item list: items flagged as matching, of all. */
export function countMatching(items: readonly RuleFindingItem[]): {
  matching: number;
  total: number;
} {
  return { matching: items.filter((item) => item.matchesRule).length, total: items.length };
}

/** Whether an item's `matchesRule` flag agrees with what the rule says about its characteristics. */
export function followsRule(rule: Rule, item: RuleFindingItem): boolean {
  return evaluateRule(rule, item.ruleFindingElement.characteristics) === item.matchesRule;
}
