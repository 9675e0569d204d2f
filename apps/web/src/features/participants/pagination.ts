/** Cards per page of the participants grid: a multiple of the 1, 2 and 3 grid columns. */
export const PARTICIPANTS_PER_PAGE = 24;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
}

/** The items of one page; a page past the end shows the last one. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage = PARTICIPANTS_PER_PAGE,
): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, pageCount };
}
