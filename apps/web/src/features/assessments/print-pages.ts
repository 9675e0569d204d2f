/** Cards on one printed A4 page: two columns of four. */
export const CARDS_PER_PAGE = 8;

/** The cards split into printed pages of CARDS_PER_PAGE. */
export function printPages<T>(cards: readonly T[], perPage = CARDS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < cards.length; start += perPage) {
    pages.push(cards.slice(start, start + perPage));
  }
  return pages;
}
