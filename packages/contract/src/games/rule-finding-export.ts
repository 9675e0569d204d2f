// What rule finding writes into an export's trials about the item answered: its characteristics
// (a rule-finding item has 1 to 4, one column each) and its true answer.
import { boolean, column, type Cell } from '../exports/columns.ts';
import type { RuleFindingItemData } from './rule-finding.ts';

const CHARACTERISTIC = ['off', 'on'];

const characteristic = <const N extends 1 | 2 | 3 | 4>(n: N) =>
  column(
    `characteristic_${n}`,
    'string',
    `Characteristic ${n} of the item shown; empty when the item has fewer`,
    { allowedValues: CHARACTERISTIC },
  );

export const RULE_FINDING_TRIAL_COLUMNS = [
  characteristic(1),
  characteristic(2),
  characteristic(3),
  characteristic(4),
  boolean('matches_rule', "The true answer: whether the item fits the instance's rule"),
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
  const [c1 = null, c2 = null, c3 = null, c4 = null] = item.ruleFindingElement.characteristics;
  return {
    characteristic_1: c1,
    characteristic_2: c2,
    characteristic_3: c3,
    characteristic_4: c4,
    matches_rule: item.matchesRule,
  };
}
