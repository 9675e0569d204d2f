/** Table state of an items page in the URL: sorted column, direction and 1-based page. */
export type ItemsSearch<TColumn extends string = string> = {
  sort?: TColumn;
  order?: 'asc' | 'desc';
  page?: number;
};

/**
 * A validateSearch for an items table whose sortable columns are `columns`; table state lives
 * in the URL.
 * Hand-written rather than zod: route validators are part of the route tree that /login loads
 * too, and zod (even zod/mini) would put that page over its 150 KB budget. A value that does not
 * fit is dropped, not an error page.
 */
export function itemsSearchParser<TColumn extends string>(columns: readonly TColumn[]) {
  const isColumn = (value: unknown): value is TColumn => columns.some((c) => c === value);
  return (search: Record<string, unknown>): ItemsSearch<TColumn> => {
    const { sort, order, page } = search;
    const validPage = typeof page === 'number' && Number.isInteger(page) && page > 1;
    // A direction without a column means nothing; page 1 is the default and stays out of the URL.
    return {
      ...(isColumn(sort) && { sort, order: order === 'desc' ? 'desc' : 'asc' }),
      ...(validPage && { page }),
    };
  };
}

export const parseRuleFindingItemsSearch = itemsSearchParser(['id', 'sequenceNumber', 'label']);
export const parseHandGestureItemsSearch = itemsSearchParser(['id', 'exerciseName', 'createdAt']);
