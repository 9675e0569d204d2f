import { describe, expect, it } from 'vitest';
import { compareText, sortByName } from './compare-text';

describe('compareText', () => {
  it('ignores case', () => {
    expect(compareText('apple', 'APPLE')).toBe(0);
    expect(compareText('apple', 'Banana')).toBeLessThan(0);
    expect(compareText('Zebra', 'apple')).toBeGreaterThan(0);
  });
});

describe('sortByName', () => {
  it('sorts by name case-insensitively, not by code point', () => {
    const schools = [{ name: 'bravo' }, { name: 'Charlie' }, { name: 'alpha' }, { name: 'Alpine' }];
    expect(sortByName(schools).map((s) => s.name)).toEqual(['alpha', 'Alpine', 'bravo', 'Charlie']);
  });

  it('leaves the input untouched and keeps ties in their order', () => {
    const items = [
      { name: 'b', id: 1 },
      { name: 'A', id: 2 },
      { name: 'a', id: 3 },
    ];
    expect(sortByName(items).map((i) => i.id)).toEqual([2, 3, 1]);
    expect(items.map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
