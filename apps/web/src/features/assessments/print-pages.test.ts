import { describe, expect, it } from 'vitest';
import { CARDS_PER_PAGE, printPages } from './print-pages';

describe('printPages', () => {
  it('puts eight cards on each page, the rest on the last', () => {
    const cards = Array.from({ length: 19 }, (_, i) => i);
    const pages = printPages(cards);
    expect(CARDS_PER_PAGE).toBe(8);
    expect(pages.map((page) => page.length)).toEqual([8, 8, 3]);
    expect(pages.flat()).toEqual(cards);
  });

  it('has no pages without cards', () => {
    expect(printPages([])).toEqual([]);
  });
});
