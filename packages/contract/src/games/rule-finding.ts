import { z } from 'zod';
import { numberFromOne } from '../numbering.ts';
import { isNameText, nameTextError } from '../safe-text.ts';
import { idSchema } from '../users.ts';
import { instanceWarningSchema, type InstanceWarning } from './warnings.ts';
import {
  characteristicValueSchema,
  evaluateRule,
  highestRuleIndex,
  RULE_PROPERTY_MAX_INDEX,
  ruleNodeSchema,
  ruleSchema,
  type Rule,
} from './rule.ts';

/**
 * Largest sequence number (nine digits). Well inside PostgreSQL's `integer`, so "the highest
 * number plus one" never overflows the column: past this the server answers 409 instead.
 */
export const SEQUENCE_NUMBER_MAX = 999_999_999;

export const sequenceNumberSchema = z
  .int()
  .min(0)
  .max(SEQUENCE_NUMBER_MAX)
  .meta({
    description: `Unique per game, 0 to ${SEQUENCE_NUMBER_MAX}; omit it to get the next free number`,
  });

export const instanceLabelSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine(isNameText, nameTextError);

export const ruleFindingItemSchema = z
  .strictObject({
    matchesRule: z.boolean().meta({ description: 'Whether the element follows the rule' }),
    ruleFindingElement: z.strictObject({
      characteristics: z
        .array(characteristicValueSchema)
        .min(1)
        .max(RULE_PROPERTY_MAX_INDEX + 1),
    }),
  })
  .meta({ id: 'RuleFindingItem' });
export type RuleFindingItem = z.infer<typeof ruleFindingItemSchema>;

export const ITEM_LISTS = ['demonstrationItems', 'targetItems'] as const;
export type ItemList = (typeof ITEM_LISTS)[number];

const itemLists = {
  demonstrationItems: z
    .array(ruleFindingItemSchema)
    .meta({ description: 'Examples that demonstrate the rule pattern' }),
  targetItems: z
    .array(ruleFindingItemSchema)
    .meta({ description: 'Items evaluated against the rule' }),
};

/** Item data as authored: the rule's depth is checked before it is parsed. */
export const ruleFindingItemDataSchema = z
  .strictObject({ rule: ruleSchema, ...itemLists })
  .superRefine(
    (data, ctx) => {
      // Every element must have each characteristic the rule reads, or evaluating it is undefined.
      const needed = highestRuleIndex(data.rule) + 1;
      for (const list of ITEM_LISTS) {
        data[list].forEach((item, index) => {
          const count = item.ruleFindingElement.characteristics.length;
          if (count < needed) {
            ctx.addIssue({
              code: 'custom',
              path: [list, index, 'ruleFindingElement', 'characteristics'],
              message: `Has ${count} characteristics, but the rule reads index ${needed - 1}`,
            });
          }
        });
      }
    },
    // Only for an otherwise valid instance: the index of an invalid rule says nothing.
    { when: (payload) => payload.issues.length === 0 },
  )
  .meta({ id: 'RuleFindingItemData' });
export type RuleFindingItemData = z.infer<typeof ruleFindingItemDataSchema>;

/**
 * Item data as the server answers it: stored data was validated on the way in, and answers are
 * encoded, which the depth check (a one-way preprocess) cannot take part in.
 */
export const storedRuleFindingItemDataSchema = z
  .object({ rule: ruleNodeSchema, ...itemLists })
  .meta({ id: 'RuleFindingStoredItemData' });

/**
 * A rule-finding instance as authored: the editor, the upload and `POST` accept this. Its id
 * does not end in `Input`: the OpenAPI generator appends that suffix to request schemas.
 */
export const ruleFindingInstanceInputSchema = z
  .strictObject({
    sequenceNumber: sequenceNumberSchema.optional(),
    label: instanceLabelSchema.optional(),
    itemData: ruleFindingItemDataSchema,
  })
  .meta({ id: 'NewRuleFindingInstance' });
export type RuleFindingInstanceInput = z.infer<typeof ruleFindingInstanceInputSchema>;

/** An item whose `matchesRule` disagrees with what the rule says about its characteristics. */
export const ruleMismatchSchema = z
  .object({
    list: z.enum(ITEM_LISTS),
    itemIndex: z.int().min(0),
    /** JSON Pointer of the item's `matchesRule`, relative to the instance. */
    path: z.string(),
    matchesRule: z.boolean(),
    ruleResult: z.boolean(),
  })
  .meta({ id: 'RuleFindingRuleMismatch' });
export type RuleMismatch = z.infer<typeof ruleMismatchSchema>;

/** Items whose `matchesRule` flag is not what `evaluateRule` says (accepted, but flagged). */
export function findRuleMismatches(itemData: {
  rule: Rule;
  demonstrationItems: readonly RuleFindingItem[];
  targetItems: readonly RuleFindingItem[];
}): RuleMismatch[] {
  const mismatches: RuleMismatch[] = [];
  for (const list of ITEM_LISTS) {
    itemData[list].forEach((item, itemIndex) => {
      const ruleResult = evaluateRule(itemData.rule, item.ruleFindingElement.characteristics);
      if (ruleResult !== item.matchesRule) {
        mismatches.push({
          list,
          itemIndex,
          path: `/itemData/${list}/${itemIndex}/matchesRule`,
          matchesRule: item.matchesRule,
          ruleResult,
        });
      }
    });
  }
  return mismatches;
}

/** The mismatches as warnings, e.g. `Target item 3 has matchesRule true, but the rule says false`. */
export function ruleMismatchWarnings(mismatches: readonly RuleMismatch[]): InstanceWarning[] {
  return mismatches.map((m) => ({
    path: m.path,
    message:
      `${m.list === 'targetItems' ? 'Target' : 'Demonstration'} item ${numberFromOne(m.itemIndex)} has ` +
      `matchesRule ${m.matchesRule}, but the rule says ${m.ruleResult}`,
  }));
}

/** `GET /api/games/rule-finding/instances/{id}`: the whole instance. */
export const ruleFindingInstanceSchema = z
  .object({
    id: idSchema,
    sequenceNumber: z.int(),
    label: z.string().nullable(),
    exerciseName: z.string().nullable(),
    itemData: storedRuleFindingItemDataSchema,
    createdAt: z.iso.datetime({ offset: true }),
    /** Items whose `matchesRule` disagrees with the rule ('does not follow the rule'). */
    ruleMismatches: z.array(ruleMismatchSchema),
  })
  .meta({ id: 'RuleFindingInstance' });
export type RuleFindingInstance = z.infer<typeof ruleFindingInstanceSchema>;

/** One row of the instances list. */
export const ruleFindingInstanceSummarySchema = z
  .object({
    id: idSchema,
    sequenceNumber: z.int(),
    label: z.string().nullable(),
    exerciseName: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'RuleFindingInstanceSummary' });
export type RuleFindingInstanceSummary = z.infer<typeof ruleFindingInstanceSummarySchema>;

/** `GET /api/games/rule-finding/instances` */
export const ruleFindingInstanceListSchema = z
  .object({ instances: z.array(ruleFindingInstanceSummarySchema) })
  .meta({ id: 'RuleFindingInstanceList' });
export type RuleFindingInstanceList = z.infer<typeof ruleFindingInstanceListSchema>;

/** `POST /api/games/rule-finding/instances` (201): the stored instance plus its warnings. */
export const ruleFindingCreateResultSchema = z
  .object({
    instance: ruleFindingInstanceSchema,
    warnings: z.array(instanceWarningSchema),
  })
  .meta({ id: 'RuleFindingCreateResult' });
export type RuleFindingCreateResult = z.infer<typeof ruleFindingCreateResultSchema>;
