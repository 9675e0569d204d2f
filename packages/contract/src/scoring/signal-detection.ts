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
 * Sensitivity d′ = z(H) − z(F), with the log-linear correction of Hautus (1995): 0.5 is added
 * to the hits and to the false alarms, and 1 to the number of fitting and of not fitting items,
 * always, so that a rate of 0 or 1 (all right or all wrong) still gives a finite d′.
 * Null without at least one answered item of each kind: d′ says nothing then.
 */
export function dPrime({ hits, misses, falseAlarms, correctRejections }: SignalDetectionCounts) {
  const signals = hits + misses;
  const noises = falseAlarms + correctRejections;
  if (signals === 0 || noises === 0) return null;
  const hitRate = (hits + 0.5) / (signals + 1);
  const falseAlarmRate = (falseAlarms + 0.5) / (noises + 1);
  return normalQuantile(hitRate) - normalQuantile(falseAlarmRate);
}
