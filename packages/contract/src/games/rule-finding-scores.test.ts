import { describe, expect, it } from 'vitest';
import type { AnswerResponse } from './rule-finding-game.ts';
import { judgeRuleFinding } from './rule-finding-game.ts';
import { isCorrectRuleFindingOutcome } from './rule-finding-outcomes.ts';
import { ruleFindingMeasures, signalDetectionCounts } from './rule-finding-scores.ts';
import { commonScores, countScores, median, outcomeCounts, type ScoredAnswer } from './scores.ts';

/** An answer: ✓ or ✗, on an item that fits (true) or not, after `ms` milliseconds. */
function answer(response: '✓' | '✗', matchesRule: boolean, ms = 1000): ScoredAnswer {
  const value: AnswerResponse = response === '✓' ? 'fits' : 'does_not_fit';
  const outcome = judgeRuleFinding(value, matchesRule);
  return { outcome, correct: isCorrectRuleFindingOutcome(outcome), reactionTimeMs: ms };
}

/** Rule finding's scores of answers as the results give them: the common ones and its own. */
const scoreAnswers = (answers: readonly ScoredAnswer[], targetItems: number) => ({
  ...commonScores(answers, targetItems),
  ...ruleFindingMeasures(outcomeCounts(answers)),
});

describe('median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, null for none', () => {
    expect(median([900, 1200, 700])).toBe(900);
    expect(median([900, 1200, 700, 1000])).toBe(950);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('scoreAnswers', () => {
  it('scores a worked example of 8 answers out of 10 items', () => {
    // 5 fitting items: ✓✓✓✗ answered (3 hits, 1 miss), one unanswered.
    // 4 not fitting: ✗✗✗ (3 correct rejections) and ✓ (1 false alarm); one unanswered.
    const answers = [
      answer('✓', true, 800),
      answer('✓', true, 1200),
      answer('✓', true, 1000),
      answer('✗', true, 3000),
      answer('✗', false, 600),
      answer('✗', false, 1400),
      answer('✗', false, 900),
      answer('✓', false, 500),
    ];
    const scores = scoreAnswers(answers, 10);
    expect(scores).toMatchObject({
      targetItems: 10,
      answered: 8,
      correct: 6,
      accuracy: 0.75,
      hits: 3,
      misses: 1,
      falseAlarms: 1,
      correctRejections: 3,
      // correct times 800, 1200, 1000, 600, 1400, 900 → sorted 600 800 900 1000 1200 1400
      medianCorrectRtMs: 950,
    });
    // H = (3 + 0.5) / (4 + 1) = 0.7, F = (1 + 0.5) / (4 + 1) = 0.3:
    // d′ = z(0.7) − z(0.3) = 2 × 0.5244005127080407
    expect(scores.dPrime).toBeCloseTo(1.0488010254160813, 12);
  });

  it('gives a finite d′ when every answer is right (the log-linear correction)', () => {
    const answers = [
      ...Array.from({ length: 5 }, () => answer('✓', true)),
      ...Array.from({ length: 5 }, () => answer('✗', false)),
    ];
    const scores = scoreAnswers(answers, 10);
    expect(scores.accuracy).toBe(1);
    // H = 5.5 / 6, F = 0.5 / 6: d′ = 2 × z(11/12) = 2 × 1.3829941271006392
    expect(scores.dPrime).toBeCloseTo(2.7659882542012784, 12);
  });

  it('gives the opposite d′ when every answer is wrong', () => {
    const answers = [
      ...Array.from({ length: 5 }, () => answer('✗', true)),
      ...Array.from({ length: 5 }, () => answer('✓', false)),
    ];
    const scores = scoreAnswers(answers, 10);
    expect(scores).toMatchObject({ correct: 0, accuracy: 0, medianCorrectRtMs: null });
    expect(scores.dPrime).toBeCloseTo(-2.7659882542012784, 12);
  });

  it('has no d′ without an answered item of each kind, and no rates without answers', () => {
    expect(scoreAnswers([answer('✓', true), answer('✓', true)], 4).dPrime).toBeNull();
    expect(scoreAnswers([answer('✗', false)], 4).dPrime).toBeNull();
    expect(scoreAnswers([], 4)).toEqual({
      targetItems: 4,
      answered: 0,
      correct: 0,
      accuracy: null,
      hits: 0,
      misses: 0,
      falseAlarms: 0,
      correctRejections: 0,
      dPrime: null,
      criterion: null,
      medianCorrectRtMs: null,
    });
  });
});

describe('scores from counts', () => {
  it('give what the answers give, but the reaction time', () => {
    const answers = [
      answer('✓', true, 900),
      answer('✓', false, 700),
      answer('✗', false, 1100),
      answer('✗', false, 1300),
    ];
    const { medianCorrectRtMs, ...fromAnswers } = scoreAnswers(answers, 9);
    expect(medianCorrectRtMs).toBe(1100);
    expect({
      ...countScores(4, 3, 9),
      ...ruleFindingMeasures({ hit: 1, false_alarm: 1, correct_rejection: 2 }),
    }).toEqual(fromAnswers);
  });

  it('has no accuracy and no d′ without answers', () => {
    expect({ ...countScores(0, 0, 6), ...ruleFindingMeasures({}) }).toEqual({
      targetItems: 6,
      answered: 0,
      correct: 0,
      accuracy: null,
      hits: 0,
      misses: 0,
      falseAlarms: 0,
      correctRejections: 0,
      dPrime: null,
      criterion: null,
    });
  });
});

describe('signalDetectionCounts', () => {
  it("reads the four counts from a session's answers by outcome, other games' left out", () => {
    expect(
      signalDetectionCounts({ hit: 3, false_alarm: 1, correct_rejection: 2, copied: 5 }),
    ).toEqual({ hits: 3, misses: 0, falseAlarms: 1, correctRejections: 2 });
  });
});
