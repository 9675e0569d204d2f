// What a rule-finding answer can count as (signal detection: an item that fits is a signal, ✓
// says "signal"), and which of those are right.
export const RULE_FINDING_OUTCOMES = ['hit', 'miss', 'false_alarm', 'correct_rejection'] as const;
export type RuleFindingOutcome = (typeof RULE_FINDING_OUTCOMES)[number];

export const isCorrectRuleFindingOutcome = (outcome: RuleFindingOutcome) =>
  outcome === 'hit' || outcome === 'correct_rejection';
