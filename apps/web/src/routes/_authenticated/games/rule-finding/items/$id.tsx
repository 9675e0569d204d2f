import { createFileRoute } from '@tanstack/react-router';
import { instanceQueryOptions } from '@/features/games/shared/api/get-instances';
import { RuleFindingItemPage } from '@/features/games/rule-finding/rule-finding-item-page';
import { parseRuleFindingItemsSearch } from '@/features/games/rule-finding/items-search';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/games/rule-finding/items/$id')({
  staticData: { pageTitle: 'ruleFindingItem' },
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }) },
  // The items table's sort and page, kept for the way back (see InstanceHeader).
  validateSearch: parseRuleFindingItemsSearch,
  loader: ({ context: { queryClient }, params: { id } }) =>
    notFoundOn404(queryClient.ensureQueryData(instanceQueryOptions('rule-finding', id))),
  component: RuleFindingItemPage,
});
