import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_SETTINGS } from '../assessments.ts';
import { playRulesFor } from './registry.ts';
import { judgeRuleFinding, ruleFindingGame } from './rule-finding-game.ts';

describe('judgeRuleFinding', () => {
  it('is a hit or a miss on an item that fits, a false alarm or a rejection on one that does not', () => {
    expect(judgeRuleFinding('fits', true)).toBe('hit');
    expect(judgeRuleFinding('does_not_fit', true)).toBe('miss');
    expect(judgeRuleFinding('fits', false)).toBe('false_alarm');
    expect(judgeRuleFinding('does_not_fit', false)).toBe('correct_rejection');
  });

  it('counts hits and correct rejections as right', () => {
    const { isCorrect, outcomes } = ruleFindingGame.play;
    expect(outcomes.filter(isCorrect)).toEqual(['hit', 'correct_rejection']);
  });
});

describe('the play content of a rule-finding instance', () => {
  const item = (characteristics: string[], matchesRule: boolean) => ({
    matchesRule,
    ruleFindingElement: { characteristics },
  });
  const data = {
    rule: { $type: 'property', index: 0, value: 'on' },
    demonstrationItems: [item(['on'], true)],
    targetItems: [item(['on'], true), item(['off'], false)],
  };

  it('sends the target items without their truth, and keeps the truths apart', () => {
    const { shown, truths } = playRulesFor('rule-finding').playContent(data, {
      ...DEFAULT_ASSESSMENT_SETTINGS,
      showDemonstration: false,
    });
    expect(shown).toEqual({
      demonstrationItems: [],
      targetItems: [{ characteristics: ['on'] }, { characteristics: ['off'] }],
    });
    expect(truths).toEqual([true, false]);
  });

  it('sends the demonstration items with their marks when the assessment shows them', () => {
    const { shown } = playRulesFor('rule-finding').playContent(data, DEFAULT_ASSESSMENT_SETTINGS);
    expect(shown).toMatchObject({
      demonstrationItems: [{ characteristics: ['on'], matchesRule: true }],
    });
  });

  it('counts the target items as the answers an instance asks for', () => {
    expect(playRulesFor('rule-finding').itemCount(data)).toBe(2);
  });

  it("gives the export's cells of each target item, empty for characteristics it lacks", () => {
    const rule = {
      rule: '1:on',
      rule_json: '{"$type":"property","index":0,"value":"on"}',
      rule_complexity: 0,
      rule_literals: 1,
    };
    expect(playRulesFor('rule-finding').itemCells(data)).toEqual([
      {
        characteristic_1: 'on',
        characteristic_2: null,
        characteristic_3: null,
        characteristic_4: null,
        matches_rule: true,
        mark_agrees_with_rule: true,
        ...rule,
      },
      {
        characteristic_1: 'off',
        characteristic_2: null,
        characteristic_3: null,
        characteristic_4: null,
        matches_rule: false,
        mark_agrees_with_rule: true,
        ...rule,
      },
    ]);
  });

  it('flags an item whose mark, which scored its answers, disagrees with the rule', () => {
    const mismarked = { ...data, targetItems: [item(['off'], true), item(['on'], true)] };
    expect(
      playRulesFor('rule-finding')
        .itemCells(mismarked)
        .map((cells) => [cells.matches_rule, cells.mark_agrees_with_rule]),
    ).toEqual([
      [true, false],
      [true, true],
    ]);
  });

  it('refuses a response that is not one of the game', () => {
    expect(() => playRulesFor('rule-finding').judge('maybe', true)).toThrow();
  });
});

describe('playRulesFor', () => {
  it('refuses a game that is not registered', () => {
    expect(() => playRulesFor('no-such-game')).toThrow(/cannot be played/);
  });
});

describe('whether a rule-finding instance can be played', () => {
  const item = (characteristics: string[], matchesRule: boolean) => ({
    matchesRule,
    ruleFindingElement: { characteristics },
  });
  const rule = { $type: 'property', index: 0, value: 'on' };

  it('can when every mark agrees with the rule', () => {
    const data = {
      rule,
      demonstrationItems: [item(['on'], true)],
      targetItems: [item(['off'], false)],
    };
    expect(playRulesFor('rule-finding').playProblems(data)).toEqual([]);
  });

  it('cannot when a mark disagrees, naming the items counted from 1', () => {
    const data = {
      rule,
      demonstrationItems: [item(['off'], true)],
      targetItems: [item(['on'], true), item(['on'], false), item(['off'], true)],
    };
    expect(playRulesFor('rule-finding').playProblems(data)).toEqual([
      'its marks disagree with its rule (target items 2, 3; demonstration item 1)',
    ]);
  });
});
