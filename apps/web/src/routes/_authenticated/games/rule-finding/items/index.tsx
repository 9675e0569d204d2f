import { createFileRoute } from '@tanstack/react-router';
import { instancesQueryOptions } from '@/features/games/shared/api/get-instances';
import { RuleFindingItemsPage } from '@/features/games/rule-finding/rule-finding-items-page';
import { parseRuleFindingItemsSearch } from '@/features/games/rule-finding/items-search';

export const Route = createFileRoute('/_authenticated/games/rule-finding/items/')({
  staticData: { pageTitle: 'ruleFindingItems' },
  validateSearch: parseRuleFindingItemsSearch,
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(instancesQueryOptions('rule-finding')),
  component: RuleFindingItemsPage,
});
