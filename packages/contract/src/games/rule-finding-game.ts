// Rule finding as a game of the registry: the tablet sees each item's characteristics (and the
// demonstration items' marks, when the assessment shows them); an answer says whether the item
// fits; with the item's mark (`matchesRule`) it is a hit, a miss, a false alarm or a correct
// rejection (signal detection, docs/scoring.md).
import { z } from 'zod';
import type { AssessmentSettings } from '../assessments.ts';
import type { GameDefinition, PlayContentOf } from './game-definition.ts';
import {
  RULE_FINDING_INSTANCE_COLUMN_NAMES,
  RULE_FINDING_SESSION_COLUMNS,
  RULE_FINDING_TRIAL_COLUMNS,
  ruleFindingSessionCells,
  ruleFindingTrialCells,
} from './rule-finding-export.ts';
import {
  findRuleMismatches,
  storedRuleFindingItemDataSchema,
  type RuleFindingItemData,
} from './rule-finding.ts';
import { numberFromOne } from '../numbering.ts';
import { characteristicValueSchema, ruleComplexity } from './rule.ts';
import {
  isCorrectRuleFindingOutcome,
  RULE_FINDING_OUTCOMES,
  type RuleFindingOutcome,
} from './rule-finding-outcomes.ts';
import { ruleFindingMeasures, ruleFindingMeasuresSchema } from './rule-finding-scores.ts';

const characteristicsSchema = z.array(characteristicValueSchema);

/** What the tablet receives of an instance. */
export const ruleFindingShownSchema = z.object({
  /** Shown first, with their marks, when the assessment shows demonstrations. */
  demonstrationItems: z.array(
    z.object({ characteristics: characteristicsSchema, matchesRule: z.boolean() }),
  ),
  /** What the child answers, in order; their truth stays on the server. */
  targetItems: z.array(z.strictObject({ characteristics: characteristicsSchema })),
});
export type RuleFindingShown = z.infer<typeof ruleFindingShownSchema>;

/** An answer: whether the child says the item fits the rule. */
export const ANSWER_RESPONSES = ['fits', 'does_not_fit'] as const;
export const answerResponseSchema = z.enum(ANSWER_RESPONSES).meta({ id: 'AnswerResponse' });
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/** ✓ (`fits`) on an item that fits the rule is a hit, ✗ on one that does not a rejection. */
export function judgeRuleFinding(
  response: AnswerResponse,
  matchesRule: boolean,
): RuleFindingOutcome {
  const fits = response === 'fits';
  if (matchesRule) return fits ? 'hit' : 'miss';
  return fits ? 'false_alarm' : 'correct_rejection';
}

/**
 * An instance whose marks disagree with its rule cannot be played: a child who answers by the
 * rule would be scored, and told, wrong. Names the items, counted from 1.
 */
export function ruleFindingPlayProblems(data: RuleFindingItemData): string[] {
  const mismatches = findRuleMismatches(data);
  if (mismatches.length === 0) return [];
  const items = (list: 'targetItems' | 'demonstrationItems', name: string) => {
    const numbers = mismatches
      .filter((mismatch) => mismatch.list === list)
      .map((mismatch) => numberFromOne(mismatch.itemIndex));
    if (numbers.length === 0) return [];
    return [`${name} ${numbers.length === 1 ? 'item' : 'items'} ${numbers.join(', ')}`];
  };
  const named = [
    ...items('targetItems', 'target'),
    ...items('demonstrationItems', 'demonstration'),
  ];
  return [`its marks disagree with its rule (${named.join('; ')})`];
}

function playContent(
  data: RuleFindingItemData,
  settings: AssessmentSettings,
): PlayContentOf<RuleFindingShown, boolean> {
  return {
    shown: {
      // Only when the assessment shows them: a page that must not show them never has them.
      demonstrationItems: settings.showDemonstration
        ? data.demonstrationItems.map((item) => ({
            characteristics: item.ruleFindingElement.characteristics,
            matchesRule: item.matchesRule,
          }))
        : [],
      targetItems: data.targetItems.map((item) => ({
        characteristics: item.ruleFindingElement.characteristics,
      })),
    },
    truths: data.targetItems.map((item) => item.matchesRule),
  };
}

/** What a session's results show of an answered item: the item, and whether it fits. */
export const ruleFindingResultItemSchema = z.object({
  characteristics: characteristicsSchema,
  matchesRule: z.boolean(),
});

export const ruleFindingResultInstanceSchema = z.object({
  ruleComplexity: z.int().min(0).meta({ description: "Number of the rule's and/or/not nodes" }),
});

export const ruleFindingGame = {
  slug: 'rule-finding',
  storedInstanceSchema: storedRuleFindingItemDataSchema as z.ZodType<RuleFindingItemData>,
  play: {
    shownSchema: ruleFindingShownSchema,
    playContent,
    itemCount: (data: RuleFindingItemData) => data.targetItems.length,
    playProblems: ruleFindingPlayProblems,
    responseSchema: answerResponseSchema,
    outcomes: RULE_FINDING_OUTCOMES,
    judge: judgeRuleFinding,
    isCorrect: isCorrectRuleFindingOutcome,
    measuresSchema: ruleFindingMeasuresSchema,
    measures: ruleFindingMeasures,
    resultItemSchema: ruleFindingResultItemSchema,
    resultItem: (data, itemIndex) => {
      const item = data.targetItems[itemIndex];
      return (
        item && {
          characteristics: item.ruleFindingElement.characteristics,
          matchesRule: item.matchesRule,
        }
      );
    },
    resultInstanceSchema: ruleFindingResultInstanceSchema,
    resultInstance: (data) => ({ ruleComplexity: ruleComplexity(data.rule) }),
    trialColumns: {
      itemColumns: RULE_FINDING_TRIAL_COLUMNS,
      response: {
        description: 'The answer given: ✓ fits or ✗ does not fit',
        values: ANSWER_RESPONSES,
      },
      instanceColumnNames: RULE_FINDING_INSTANCE_COLUMN_NAMES,
    },
    trialCells: ruleFindingTrialCells,
    sessionColumns: RULE_FINDING_SESSION_COLUMNS,
    sessionCells: ruleFindingSessionCells,
  },
} satisfies GameDefinition<
  RuleFindingItemData,
  RuleFindingShown,
  boolean,
  AnswerResponse,
  RuleFindingOutcome,
  z.infer<typeof ruleFindingMeasuresSchema>,
  z.infer<typeof ruleFindingResultItemSchema>,
  z.infer<typeof ruleFindingResultInstanceSchema>
>;
