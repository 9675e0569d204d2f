// What rule finding writes into an export's trials about the item answered: its characteristics
// (a rule-finding item has 1 to 4, one column each), its true answer, and the instance's rule.
import { boolean, column, type Cell } from '../exports/columns.ts';
import { evaluateRule, ruleComplexity } from './rule.ts';
import { ruleLiteralCount } from './rule-literals.ts';
import { ruleToText } from './rule-text.ts';
import type { RuleFindingItemData } from './rule-finding.ts';
import type { RuleFindingMeasures } from './rule-finding-scores.ts';

const CHARACTERISTIC = ['off', 'on'];

const characteristic = <const N extends 1 | 2 | 3 | 4>(n: N) =>
  column(
    `characteristic_${n}`,
    'string',
    `Characteristic ${n} of the item shown; missing (NA) when the item has fewer`,
    { allowedValues: CHARACTERISTIC },
  );

export const RULE_FINDING_TRIAL_COLUMNS = [
  characteristic(1),
  characteristic(2),
  characteristic(3),
  characteristic(4),
  boolean(
    'matches_rule',
    "The true answer, as the item's mark says it: whether the item fits the instance's rule; the answer was scored by it",
  ),
  boolean(
    'mark_agrees_with_rule',
    'Whether matches_rule is what the rule says of the item; false only for instances played before an assessment refused marks that disagree with the rule',
  ),
  column(
    'rule',
    'string',
    "The instance's rule, characteristics counted from 1, e.g. (1:on AND 2:off) OR NOT 3:on",
  ),
  column('rule_json', 'string', "The instance's rule as stored (JSON)"),
  column(
    'rule_complexity',
    'integer',
    "The rule's and, or and not nodes as written (a single characteristic is 0)",
    { unit: 'nodes' },
  ),
  column(
    'rule_literals',
    'integer',
    'Boolean complexity (Feldman 2000): the literals of the shortest formula in and, or and not equivalent to the rule; 0 for a rule always or never true',
    { unit: 'literals' },
  ),
] as const;

/** The columns that are facts of the whole instance (the instances table has them too). */
export const RULE_FINDING_INSTANCE_COLUMN_NAMES = [
  'rule',
  'rule_json',
  'rule_complexity',
  'rule_literals',
] as const;

export type RuleFindingTrialCells = Record<
  (typeof RULE_FINDING_TRIAL_COLUMNS)[number]['name'],
  Cell
>;

/** The cells of the target item `itemIndex` of an instance; undefined for no such item. */
export function ruleFindingTrialCells(
  data: RuleFindingItemData,
  itemIndex: number,
): RuleFindingTrialCells | undefined {
  const item = data.targetItems[itemIndex];
  if (!item) return undefined;
  const { characteristics } = item.ruleFindingElement;
  const [c1 = null, c2 = null, c3 = null, c4 = null] = characteristics;
  return {
    characteristic_1: c1,
    characteristic_2: c2,
    characteristic_3: c3,
    characteristic_4: c4,
    matches_rule: item.matchesRule,
    mark_agrees_with_rule: evaluateRule(data.rule, characteristics) === item.matchesRule,
    rule: ruleToText(data.rule),
    rule_json: JSON.stringify(data.rule),
    rule_complexity: ruleComplexity(data.rule),
    rule_literals: ruleLiteralCount(data.rule),
  };
}

/** Its scores in the sessions table: signal detection over the session's rule-finding answers. */
export const RULE_FINDING_SESSION_COLUMNS = [
  column('hits', 'integer', '✓ on an item that fits the rule', { unit: 'items' }),
  column('misses', 'integer', '✗ on an item that fits the rule', { unit: 'items' }),
  column('false_alarms', 'integer', '✓ on an item that does not fit', { unit: 'items' }),
  column('correct_rejections', 'integer', '✗ on an item that does not fit', { unit: 'items' }),
  column(
    'd_prime',
    'number',
    'Sensitivity d′ = z(H) − z(F), rates with the log-linear correction (Hautus 1995: 0.5 added to hits and false alarms, 1 to each kind); with few items the correction pulls it towards 0, so it depends on the number of items; missing (NA) without an answered item of each kind',
    { unit: 'standard deviations' },
  ),
  column(
    'criterion_c',
    'number',
    'Response criterion c = −(z(H) + z(F)) / 2 from the same corrected rates: 0 unbiased, positive when ✗ was said more readily; missing (NA) without an answered item of each kind',
    { unit: 'standard deviations' },
  ),
] as const;

export const ruleFindingSessionCells = (
  measures: RuleFindingMeasures,
): Record<(typeof RULE_FINDING_SESSION_COLUMNS)[number]['name'], Cell> => ({
  hits: measures.hits,
  misses: measures.misses,
  false_alarms: measures.falseAlarms,
  correct_rejections: measures.correctRejections,
  d_prime: measures.dPrime,
  criterion_c: measures.criterion,
});
