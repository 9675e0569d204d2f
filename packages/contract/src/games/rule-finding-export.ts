// What rule finding writes into an export's trials about the item answered: its characteristics
// (a rule-finding item has 1 to 4, one column each), its true answer, and the instance's rule.
import { boolean, column, type Cell } from '../exports/columns.ts';
import { evaluateRule } from './rule.ts';
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
  };
}

/** Its scores in the sessions table: signal detection over the session's rule-finding answers. */
export const RULE_FINDING_SESSION_COLUMNS = [
  column('hits', 'integer', '✓ on an item that fits the rule'),
  column('misses', 'integer', '✗ on an item that fits the rule'),
  column('false_alarms', 'integer', '✓ on an item that does not fit'),
  column('correct_rejections', 'integer', '✗ on an item that does not fit'),
  column(
    'd_prime',
    'number',
    'd′ with the log-linear correction (Hautus 1995); missing (NA) without an answered item of each kind',
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
});
