import { describe, expect, it } from 'vitest';
import { formatPlayCode, normalizePlayCode, PLAY_CODE_ALPHABET } from './play-code.ts';

describe('normalizePlayCode', () => {
  it('reads a code however it is typed: case, spaces, dashes, O for 0, I and L for 1', () => {
    expect(normalizePlayCode('abcde-fgh12')).toBe('ABCDEFGH12');
    expect(normalizePlayCode(' AB CD E-FGHIL ')).toBe('ABCDEFGH11');
    expect(normalizePlayCode('oooooooooo')).toBe('0000000000');
  });

  it('refuses what cannot be a code: wrong length, U or other characters', () => {
    expect(normalizePlayCode('ABCDE-FGH1')).toBeNull();
    expect(normalizePlayCode('ABCDE-FGH123')).toBeNull();
    expect(normalizePlayCode('ABCDE-FGHU1')).toBeNull();
    expect(normalizePlayCode('ABCDE_FGH12')).toBeNull();
  });

  it('prints two groups of five from 32 characters', () => {
    expect(formatPlayCode('ABCDEFGH12')).toBe('ABCDE-FGH12');
    expect(new Set(PLAY_CODE_ALPHABET).size).toBe(32);
  });
});
