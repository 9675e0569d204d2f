import { describe, expect, it } from 'vitest';
import { firstSortDirection } from './table-sort';

describe('firstSortDirection', () => {
  it('sorts text ascending first', () => {
    expect(firstSortDirection('text')).toBe('asc');
  });

  it('sorts numbers descending first', () => {
    expect(firstSortDirection('number')).toBe('desc');
  });

  it('sorts dates newest first', () => {
    expect(firstSortDirection('date')).toBe('desc');
  });
});
