import { describe, expect, it } from 'vitest';
import { accuracyBins, completionRate } from './assessment-progress.ts';

const states = (counts: Partial<Record<string, number>>) => ({
  not_started: 0,
  in_progress: 0,
  completed: 0,
  declined: 0,
  stopped: 0,
  expired: 0,
  revoked: 0,
  ...counts,
});

describe('completionRate', () => {
  it('counts completed sessions over those not revoked', () => {
    expect(completionRate(states({ completed: 3, in_progress: 1, revoked: 4 }))).toBe(0.75);
    expect(completionRate(states({ completed: 1, expired: 1, not_started: 2 }))).toBe(0.25);
    // A child's no and a stop are sessions that did not complete.
    expect(completionRate(states({ completed: 2, declined: 1, stopped: 1 }))).toBe(0.5);
  });

  it('is null without a session that counts', () => {
    expect(completionRate(states({}))).toBeNull();
    expect(completionRate(states({ revoked: 2 }))).toBeNull();
  });
});

describe('accuracyBins', () => {
  it('counts accuracies in tenths, each bound in the bin it starts, 1 in the last', () => {
    const bins = accuracyBins([0, 0.05, 0.1, 0.7, 0.7, 0.95, 1]);
    expect(bins.map((bin) => bin.sessions)).toEqual([2, 1, 0, 0, 0, 0, 0, 2, 0, 2]);
    expect(bins[0]).toEqual({ from: 0, to: 0.1, sessions: 2 });
    expect(bins[9]).toMatchObject({ from: 0.9, to: 1 });
  });

  it('puts 0.3 (0.30000000000000004 as a sum) and 0.6 in the bins they start', () => {
    const bins = accuracyBins([0.1 + 0.2, 0.6, 3 / 5]);
    expect(bins[3]?.sessions).toBe(1);
    expect(bins[6]?.sessions).toBe(2);
  });

  it('has ten empty bins without sessions', () => {
    expect(accuracyBins([]).map((bin) => bin.sessions)).toEqual(Array(10).fill(0));
  });
});
