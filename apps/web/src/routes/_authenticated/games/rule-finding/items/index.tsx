import { createFileRoute } from '@tanstack/react-router';
import { ruleFindingInstancesQueryOptions } from '@/features/games/api/get-rule-finding-instances';
import { RuleFindingItemsPage } from '@/features/games/rule-finding-items-page';
import { parseRuleFindingItemsSearch } from '@/features/games/items-search';

export const Route = createFileRoute('/_authenticated/games/rule-finding/items/')({
  validateSearch: parseRuleFindingItemsSearch,
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(ruleFindingInstancesQueryOptions()),
  component: RuleFindingItemsPage,
});
