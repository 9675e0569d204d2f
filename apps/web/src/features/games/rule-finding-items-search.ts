// zod/mini rather than zod: validateSearch is part of the route tree, which every page loads.
import * as z from 'zod/mini';

export const RULE_FINDING_SORT_COLUMNS = ['id', 'sequenceNumber', 'label'] as const;
export type RuleFindingSortColumn = (typeof RULE_FINDING_SORT_COLUMNS)[number];

/**
 * Table state of /games/rule-finding/items in the URL (DESIGN convention 5): the sorted column,
 * its direction and the 1-based page. A value that does not fit is dropped, not an error page.
 */
const itemsSearchSchema = z.object({
  sort: z.catch(z.optional(z.enum(RULE_FINDING_SORT_COLUMNS)), undefined),
  order: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
});

export type RuleFindingItemsSearch = z.infer<typeof itemsSearchSchema>;

export function parseRuleFindingItemsSearch(
  search: Record<string, unknown>,
): RuleFindingItemsSearch {
  const { sort, order, page } = itemsSearchSchema.parse(search);
  // A direction without a column means nothing; page 1 is the default and stays out of the URL.
  return {
    ...(sort && { sort, order: order ?? 'asc' }),
    ...(page !== undefined && page > 1 && { page }),
  };
}
