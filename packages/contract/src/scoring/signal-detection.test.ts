import { describe, expect, it } from 'vitest';
import { criterion, dPrime } from './signal-detection.ts';

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

describe('criterion', () => {
  it('is −(z(H) + z(F)) / 2 from the corrected rates', () => {
    // H = 8.5 / 11, F = 4.5 / 11: z(0.77273) = 0.74786, z(0.40909) = −0.22988
    expect(criterion({ hits: 8, misses: 2, falseAlarms: 4, correctRejections: 6 })).toBeCloseTo(
      -0.25899,
      4,
    );
  });

  it('is 0 without bias, positive when ✗ is said more readily, null without both kinds', () => {
    expect(criterion({ hits: 8, misses: 2, falseAlarms: 2, correctRejections: 8 })).toBeCloseTo(
      0,
      12,
    );
    expect(criterion({ hits: 2, misses: 8, falseAlarms: 1, correctRejections: 9 })).toBeGreaterThan(
      0,
    );
    expect(criterion({ hits: 3, misses: 0, falseAlarms: 0, correctRejections: 0 })).toBeNull();
  });
});
