import { describe, expect, it } from 'vitest';
import { pageOf } from './pagination';
import { parsePageNumber } from '@/lib/page-number';

describe('parsePageNumber', () => {
  it.each([
    [2, 2],
    ['3', 3],
    [undefined, 1],
    ['abc', 1],
    [0, 1],
    [-2, 1],
    [1.5, 1],
  ])('%j -> %j', (value, page) => {
    expect(parsePageNumber(value)).toBe(page);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 50 }, (_, i) => i);

  it('slices one page and counts the pages', () => {
    expect(pageOf(items, 1, 24)).toEqual({ items: items.slice(0, 24), page: 1, pageCount: 3 });
    expect(pageOf(items, 3, 24)).toEqual({ items: [48, 49], page: 3, pageCount: 3 });
  });

  it('shows the last page for a page past the end, and one empty page for no items', () => {
    expect(pageOf(items, 9, 24).page).toBe(3);
    expect(pageOf([], 1, 24)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
