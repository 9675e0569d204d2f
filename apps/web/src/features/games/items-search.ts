export const RULE_FINDING_SORT_COLUMNS = ['id', 'sequenceNumber', 'label'] as const;
export type RuleFindingSortColumn = (typeof RULE_FINDING_SORT_COLUMNS)[number];

/** Table state of /games/rule-finding/items in the URL: sorted column, direction, 1-based page. */
export type RuleFindingItemsSearch = {
  sort?: RuleFindingSortColumn;
  order?: 'asc' | 'desc';
  page?: number;
};

function isSortColumn(value: unknown): value is RuleFindingSortColumn {
  return RULE_FINDING_SORT_COLUMNS.some((column) => column === value);
}

/**
 * validateSearch of the items table (DESIGN convention 5). Hand-written rather than zod: route
 * validators are part of the route tree that /login loads too, and zod (even zod/mini) would
 * put that page over its 150 KB budget. A value that does not fit is dropped, not an error.
 */
export function parseRuleFindingItemsSearch(
  search: Record<string, unknown>,
): RuleFindingItemsSearch {
  const { sort, order, page } = search;
  const validPage = typeof page === 'number' && Number.isInteger(page) && page > 1;
  // A direction without a column means nothing; page 1 is the default and stays out of the URL.
  return {
    ...(isSortColumn(sort) && { sort, order: order === 'desc' ? 'desc' : 'asc' }),
    ...(validPage && { page }),
  };
}
