// Signal detection on 'fits the rule' answers: an item that fits is a signal, ✓ says "signal".
import { normalQuantile } from './normal-quantile.ts';

export interface SignalDetectionCounts {
  /** ✓ on an item that fits the rule. */
  hits: number;
  /** ✗ on an item that fits. */
  misses: number;
  /** ✓ on an item that does not fit. */
  falseAlarms: number;
  /** ✗ on an item that does not fit. */
  correctRejections: number;
}

/**
 * The hit and false-alarm rates with the log-linear correction of Hautus (1995): 0.5 is added
 * to the hits and to the false alarms, and 1 to the number of fitting and of not fitting items,
 * always, so that a rate of 0 or 1 (all right or all wrong) still gives finite z values.
 * Null without at least one answered item of each kind: the rates say nothing then.
 */
function correctedRates({ hits, misses, falseAlarms, correctRejections }: SignalDetectionCounts) {
  const signals = hits + misses;
  const noises = falseAlarms + correctRejections;
  if (signals === 0 || noises === 0) return null;
  return {
    zHit: normalQuantile((hits + 0.5) / (signals + 1)),
    zFalseAlarm: normalQuantile((falseAlarms + 0.5) / (noises + 1)),
  };
}

/** Sensitivity d′ = z(H) − z(F), from the corrected rates; null without an item of each kind. */
export function dPrime(counts: SignalDetectionCounts): number | null {
  const rates = correctedRates(counts);
  return rates && rates.zHit - rates.zFalseAlarm;
}

/**
 * The criterion c = −(z(H) + z(F)) / 2, from the same corrected rates: 0 for no bias, positive
 * when the child says ✗ more readily (conservative), negative when ✓ (liberal). Null without an
 * item of each kind.
 */
export function criterion(counts: SignalDetectionCounts): number | null {
  const rates = correctedRates(counts);
  return rates && -(rates.zHit + rates.zFalseAlarm) / 2;
}
