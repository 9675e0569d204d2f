/* eslint-disable @typescript-eslint/no-explicit-any -- fixtures are reshaped into invalid forms and schemas read loosely */
import { describe, expect, it } from 'vitest';
import {
  findRuleMismatches,
  ruleFindingInstanceInputSchema,
  ruleMismatchWarnings,
  type RuleFindingInstanceInput,
} from './rule-finding.ts';

const item = (matchesRule: boolean, ...characteristics: string[]) => ({
  matchesRule,
  ruleFindingElement: { characteristics },
});

/** Rule: characteristic 0 is on. */
const valid = (): RuleFindingInstanceInput => ({
  sequenceNumber: 7,
  label: 'Warm-up',
  itemData: {
    rule: { $type: 'property', index: 0, value: 'on' },
    demonstrationItems: [item(true, 'on', 'off', 'off', 'off')] as never,
    targetItems: [
      item(false, 'off', 'on', 'on', 'on'),
      item(true, 'on', 'on', 'off', 'off'),
    ] as never,
  },
});

const issues = (input: unknown) =>
  ruleFindingInstanceInputSchema.safeParse(input).error?.issues.map((i) => [i.path, i.message]);

const withPatch = (patch: (v: Record<string, any>) => void) => {
  const v = valid() as Record<string, any>;
  patch(v);
  return v;
};

describe('ruleFindingInstanceInputSchema', () => {
  it('accepts a complete instance', () => {
    expect(ruleFindingInstanceInputSchema.parse(valid())).toEqual(valid());
  });

  it('accepts an instance without sequence number and label', () => {
    expect(
      issues(
        withPatch((v) => {
          delete v.sequenceNumber;
          delete v.label;
        }),
      ),
    ).toBeUndefined();
  });

  it('accepts empty item lists', () => {
    expect(
      issues(
        withPatch((v) => {
          v.itemData.demonstrationItems = [];
          v.itemData.targetItems = [];
        }),
      ),
    ).toBeUndefined();
  });

  it('accepts an item whose matchesRule disagrees with the rule (flagged separately)', () => {
    expect(
      issues(
        withPatch((v) => {
          v.itemData.targetItems[0].matchesRule = true;
        }),
      ),
    ).toBeUndefined();
  });

  it('trims the label', () => {
    const parsed = ruleFindingInstanceInputSchema.parse({ ...valid(), label: '  Set A ' });
    expect(parsed.label).toBe('Set A');
  });

  it.each<[string, (v: Record<string, any>) => void, (string | number)[]]>([
    [
      'a characteristic "yes"',
      (v) => (v.itemData.targetItems[1].ruleFindingElement.characteristics[2] = 'yes'),
      ['itemData', 'targetItems', 1, 'ruleFindingElement', 'characteristics', 2],
    ],
    [
      'a boolean characteristic',
      (v) => (v.itemData.demonstrationItems[0].ruleFindingElement.characteristics[0] = true),
      ['itemData', 'demonstrationItems', 0, 'ruleFindingElement', 'characteristics', 0],
    ],
    [
      'more than 4 characteristics',
      (v) => v.itemData.targetItems[0].ruleFindingElement.characteristics.push('on'),
      ['itemData', 'targetItems', 0, 'ruleFindingElement', 'characteristics'],
    ],
    [
      'no characteristics',
      (v) => (v.itemData.targetItems[0].ruleFindingElement.characteristics = []),
      ['itemData', 'targetItems', 0, 'ruleFindingElement', 'characteristics'],
    ],
    ['a rule index 4', (v) => (v.itemData.rule.index = 4), ['itemData', 'rule', 'index']],
    ['a rule index 1.5', (v) => (v.itemData.rule.index = 1.5), ['itemData', 'rule', 'index']],
    ['a rule value "yes"', (v) => (v.itemData.rule.value = 'yes'), ['itemData', 'rule', 'value']],
    ['a missing rule', (v) => delete v.itemData.rule, ['itemData', 'rule']],
    ['missing target items', (v) => delete v.itemData.targetItems, ['itemData', 'targetItems']],
    [
      'a missing matchesRule',
      (v) => delete v.itemData.targetItems[0].matchesRule,
      ['itemData', 'targetItems', 0, 'matchesRule'],
    ],
    [
      'matchesRule "true"',
      (v) => (v.itemData.targetItems[0].matchesRule = 'true'),
      ['itemData', 'targetItems', 0, 'matchesRule'],
    ],
    ['a missing itemData', (v) => delete v.itemData, ['itemData']],
    ['a negative sequence number', (v) => (v.sequenceNumber = -1), ['sequenceNumber']],
    ['a fractional sequence number', (v) => (v.sequenceNumber = 2.5), ['sequenceNumber']],
    ['a sequence number beyond int4', (v) => (v.sequenceNumber = 2 ** 31), ['sequenceNumber']],
    ['an empty label', (v) => (v.label = '  '), ['label']],
    ['a numeric label', (v) => (v.label = 5), ['label']],
    ['an unknown top-level key', (v) => (v.demonstrationItems = []), []],
    [
      'an unknown item key',
      (v) => (v.itemData.targetItems[0].extra = 1),
      ['itemData', 'targetItems', 0],
    ],
    [
      'an item missing a characteristic the rule reads',
      (v) => (
        (v.itemData.rule.index = 3),
        (v.itemData.targetItems[0].ruleFindingElement.characteristics = ['on', 'off'])
      ),
      ['itemData', 'targetItems', 0, 'ruleFindingElement', 'characteristics'],
    ],
  ])('refuses %s, naming its path', (_name, patch, path) => {
    const found = issues(withPatch(patch));
    expect(found).toBeDefined();
    expect(found!.map(([p]) => p)).toContainEqual(path);
  });

  it('reports only the bad index, not the characteristics it would need', () => {
    expect(issues(withPatch((v) => (v.itemData.rule.index = 4)))).toEqual([
      [['itemData', 'rule', 'index'], 'Too big: expected number to be <=3'],
    ]);
  });

  it.each([null, [], 'instance', 42])('refuses %j as a whole', (input) => {
    expect(issues(input)).toBeDefined();
  });

  it('refuses a 10,000-level-deep rule with one issue', () => {
    const n = 10_000;
    const rule =
      '{"$type":"not","rule":'.repeat(n) +
      '{"$type":"property","index":0,"value":"on"}' +
      '}'.repeat(n);
    const input = JSON.parse(
      `{"itemData":{"rule":${rule},"demonstrationItems":[],"targetItems":[]}}`,
    );
    expect(issues(input)).toEqual([
      [['itemData', 'rule'], 'The rule tree is nested deeper than 32 levels'],
    ]);
  });

  it('reports an unknown __proto__ key and never sets the prototype', () => {
    const input = JSON.parse(
      '{"__proto__":{"polluted":true},"itemData":{"rule":{"$type":"property","index":0,"value":"on"},"demonstrationItems":[],"targetItems":[]}}',
    );
    const result = ruleFindingInstanceInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('findRuleMismatches', () => {
  it('finds nothing when every item agrees with the rule', () => {
    expect(findRuleMismatches(ruleFindingInstanceInputSchema.parse(valid()).itemData)).toEqual([]);
  });

  it('lists each disagreeing item with its path and both answers', () => {
    const input = ruleFindingInstanceInputSchema.parse(
      withPatch((v) => {
        v.itemData.demonstrationItems[0].matchesRule = false;
        v.itemData.targetItems[1].matchesRule = false;
      }),
    );
    const mismatches = findRuleMismatches(input.itemData);
    expect(mismatches).toEqual([
      {
        list: 'demonstrationItems',
        itemIndex: 0,
        path: '/itemData/demonstrationItems/0/matchesRule',
        matchesRule: false,
        ruleResult: true,
      },
      {
        list: 'targetItems',
        itemIndex: 1,
        path: '/itemData/targetItems/1/matchesRule',
        matchesRule: false,
        ruleResult: true,
      },
    ]);
    expect(ruleMismatchWarnings(mismatches).map((w) => w.message)).toEqual([
      'Demonstration item 1 has matchesRule false, but the rule says true',
      'Target item 2 has matchesRule false, but the rule says true',
    ]);
  });
});
