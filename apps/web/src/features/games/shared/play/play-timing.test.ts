import { describe, expect, it } from 'vitest';
import * as contract from '@cogniplay/contract';
import {
  answeredWallTime,
  EARLY_TAPS_MAX,
  HIDDEN_MAX_MS,
  INPUT_LOCK_MS,
  inputMoment,
  inputTypeOf,
  REACTION_TIME_MAX_MS,
  reactionTimeMs,
  tooSoon,
} from './play-timing';

describe('tooSoon', () => {
  it('refuses input within INPUT_LOCK_MS of the paint, a double tap’s second tap', () => {
    expect(INPUT_LOCK_MS).toBe(300);
    expect(tooSoon(1000, 1000)).toBe(true);
    expect(tooSoon(1000, 1120)).toBe(true);
    expect(tooSoon(1000, 1299.9)).toBe(true);
  });

  it('takes input from INPUT_LOCK_MS on', () => {
    expect(tooSoon(1000, 1300)).toBe(false);
    expect(tooSoon(1000, 2500)).toBe(false);
  });
});

describe('answeredWallTime', () => {
  it('is the shown wall time plus the time passed on the performance clock', () => {
    // Date.now() may have been set back meanwhile; the answer still follows its item.
    expect(answeredWallTime(1_800_000_000_000, 5_000, 5_950.4)).toBe(1_800_000_000_950.4);
    expect(answeredWallTime(1_800_000_000_000, 5_000, 4_000)).toBe(1_800_000_000_000);
  });
});

describe('reactionTimeMs', () => {
  it('is whole milliseconds between the paint and the input', () => {
    expect(reactionTimeMs(1000.2, 1850.7)).toBe(851);
    expect(reactionTimeMs(1000, 1000.4)).toBe(0);
  });

  it('is never negative', () => {
    expect(reactionTimeMs(2000, 1999)).toBe(0);
  });

  it('uses the contract’s limits', () => {
    expect(REACTION_TIME_MAX_MS).toBe(contract.REACTION_TIME_MAX_MS);
    expect(INPUT_LOCK_MS).toBe(contract.INPUT_LOCK_MS);
    expect(EARLY_TAPS_MAX).toBe(contract.EARLY_TAPS_MAX);
    expect(HIDDEN_MAX_MS).toBe(contract.HIDDEN_MAX_MS);
  });
});

describe('inputMoment', () => {
  it('takes the event’s own time stamp when it lies between the paint and now', () => {
    expect(inputMoment(1500, 1510, 1000)).toBe(1500);
  });

  it('falls back to now for an implausible time stamp', () => {
    expect(inputMoment(0, 1510, 1000)).toBe(1510);
    expect(inputMoment(900, 1510, 1000)).toBe(1510);
    expect(inputMoment(2000, 1510, 1000)).toBe(1510);
  });
});

describe('inputTypeOf', () => {
  it('maps the pointer type', () => {
    expect(inputTypeOf('touch')).toBe('touch');
    expect(inputTypeOf('pen')).toBe('pen');
    expect(inputTypeOf('mouse')).toBe('mouse');
    expect(inputTypeOf('')).toBe('mouse');
  });
});
