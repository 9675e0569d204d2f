import { z } from 'zod';

/** The value of one characteristic of a rule-finding element. */
export const characteristicValueSchema = z
  .enum(['off', 'on'])
  .meta({ id: 'RuleFindingCharacteristicValue' });
export type CharacteristicValue = z.infer<typeof characteristicValueSchema>;

/** A rule property's index addresses one of an item's characteristics, 0 to 3. */
export const RULE_PROPERTY_MAX_INDEX = 3;
/**
 * Deepest rule tree accepted (a single property is depth 1). Real rules nest a handful of
 * levels; the cap keeps validation, evaluation and rendering bounded for hostile input.
 */
export const RULE_MAX_DEPTH = 32;

export interface PropertyRule {
  $type: 'property';
  index: number;
  value: CharacteristicValue;
}
export interface AndRule {
  $type: 'and';
  left: Rule;
  right: Rule;
}
export interface OrRule {
  $type: 'or';
  left: Rule;
  right: Rule;
}
export interface NotRule {
  $type: 'not';
  rule: Rule;
}
export type Rule = PropertyRule | AndRule | OrRule | NotRule;

export const propertyRuleSchema = z
  .strictObject({
    $type: z.literal('property'),
    index: z.int().min(0).max(RULE_PROPERTY_MAX_INDEX).meta({
      description: 'Which characteristic the rule reads (0 to 3)',
    }),
    value: characteristicValueSchema,
  })
  .meta({
    id: 'RuleFindingPropertyRule',
    description: 'True when characteristic `index` is `value`',
  });

export const andRuleSchema = z
  .strictObject({
    $type: z.literal('and'),
    get left(): z.ZodType<Rule> {
      return ruleNodeSchema;
    },
    get right(): z.ZodType<Rule> {
      return ruleNodeSchema;
    },
  })
  .meta({ id: 'RuleFindingAndRule', description: 'True when both sub-rules are true' });

export const orRuleSchema = z
  .strictObject({
    $type: z.literal('or'),
    get left(): z.ZodType<Rule> {
      return ruleNodeSchema;
    },
    get right(): z.ZodType<Rule> {
      return ruleNodeSchema;
    },
  })
  .meta({ id: 'RuleFindingOrRule', description: 'True when at least one sub-rule is true' });

export const notRuleSchema = z
  .strictObject({
    $type: z.literal('not'),
    get rule(): z.ZodType<Rule> {
      return ruleNodeSchema;
    },
  })
  .meta({ id: 'RuleFindingNotRule', description: 'True when the sub-rule is false' });

/**
 * One rule node, without a depth limit: use `ruleSchema` for anything from outside, which
 * refuses over-deep trees before this recursive schema ever walks them.
 */
export const ruleNodeSchema: z.ZodType<Rule> = z
  .discriminatedUnion('$type', [propertyRuleSchema, andRuleSchema, orRuleSchema, notRuleSchema])
  .meta({ id: 'RuleFindingRule' });

/** Depth of a rule tree, counted without recursion; stops early once past `limit`. */
export function ruleDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    const record = node as Record<string, unknown>;
    for (const key of ['left', 'right', 'rule']) {
      if (Object.hasOwn(record, key)) stack.push({ node: record[key], depth: depth + 1 });
    }
  }
  return false;
}

/** A rule tree of at most `RULE_MAX_DEPTH` levels. */
export const ruleSchema = z.preprocess((value, ctx) => {
  if (ruleDepthExceeds(value, RULE_MAX_DEPTH)) {
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: `The rule tree is nested deeper than ${RULE_MAX_DEPTH} levels`,
    });
  }
  return value;
}, ruleNodeSchema);

/**
 * Whether `characteristics` follow `rule`. A property reads `characteristics[index]`; an index
 * the element does not have never matches (the instance schema refuses such instances).
 * Expects a validated rule (depth at most `RULE_MAX_DEPTH`).
 */
export function evaluateRule(rule: Rule, characteristics: readonly CharacteristicValue[]): boolean {
  switch (rule.$type) {
    case 'property':
      return characteristics[rule.index] === rule.value;
    case 'and':
      return evaluateRule(rule.left, characteristics) && evaluateRule(rule.right, characteristics);
    case 'or':
      return evaluateRule(rule.left, characteristics) || evaluateRule(rule.right, characteristics);
    case 'not':
      return !evaluateRule(rule.rule, characteristics);
  }
}

/** The highest characteristic index the rule reads. */
export function highestRuleIndex(rule: Rule): number {
  switch (rule.$type) {
    case 'property':
      return rule.index;
    case 'and':
    case 'or':
      return Math.max(highestRuleIndex(rule.left), highestRuleIndex(rule.right));
    case 'not':
      return highestRuleIndex(rule.rule);
  }
}

/** A rule's complexity: the number of its and, or and not nodes (a single property is 0). */
export function ruleComplexity(rule: Rule): number {
  switch (rule.$type) {
    case 'property':
      return 0;
    case 'and':
    case 'or':
      return 1 + ruleComplexity(rule.left) + ruleComplexity(rule.right);
    case 'not':
      return 1 + ruleComplexity(rule.rule);
  }
}
