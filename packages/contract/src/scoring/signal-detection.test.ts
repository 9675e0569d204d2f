import { describe, expect, it } from 'vitest';
import { dPrime } from './signal-detection.ts';

describe('dPrime', () => {
  it('is z(H) − z(F) with 0.5 added to hits and false alarms, 1 to each kind', () => {
    // H = 8.5 / 11, F = 2.5 / 11
    expect(dPrime({ hits: 8, misses: 2, falseAlarms: 2, correctRejections: 8 })).toBeCloseTo(
      1.4957, // z(0.77273) − z(0.22727) = 2 × 0.74786 (Φ(0.75) = 0.77337)
      4,
    );
  });

  it('is 0 for guessing', () => {
    expect(dPrime({ hits: 3, misses: 3, falseAlarms: 3, correctRejections: 3 })).toBe(0);
  });

  it('is null without an item of each kind', () => {
    expect(dPrime({ hits: 3, misses: 0, falseAlarms: 0, correctRejections: 0 })).toBeNull();
    expect(dPrime({ hits: 0, misses: 0, falseAlarms: 1, correctRejections: 2 })).toBeNull();
  });
});
