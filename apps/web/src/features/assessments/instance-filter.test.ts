import { describe, expect, it } from 'vitest';
import { matchesInstanceFilter } from './instance-filter';

const instance = { sequenceNumber: 12, label: 'Hat and spots', exerciseName: 'Warm-up B' };

describe('matchesInstanceFilter', () => {
  it('matches everything when blank', () => {
    expect(matchesInstanceFilter(instance, '  ')).toBe(true);
  });

  it('matches label and exercise name case-insensitively, in part', () => {
    expect(matchesInstanceFilter(instance, 'SPOTS')).toBe(true);
    expect(matchesInstanceFilter(instance, 'warm-up')).toBe(true);
    expect(matchesInstanceFilter(instance, 'glasses')).toBe(false);
  });

  it('matches the sequence number exactly', () => {
    expect(matchesInstanceFilter(instance, '12')).toBe(true);
    expect(matchesInstanceFilter(instance, '1')).toBe(false);
  });

  it('copes with instances without label or exercise name', () => {
    const bare = { sequenceNumber: 3, label: null, exerciseName: null };
    expect(matchesInstanceFilter(bare, 'hat')).toBe(false);
    expect(matchesInstanceFilter(bare, '3')).toBe(true);
  });
});
