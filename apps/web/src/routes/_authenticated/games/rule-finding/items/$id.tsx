import { createFileRoute } from '@tanstack/react-router';
import { instanceQueryOptions } from '@/features/games/api/get-instances';
import { RuleFindingItemPage } from '@/features/games/rule-finding-item-page';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/games/rule-finding/items/$id')({
  staticData: { pageTitle: 'ruleFindingItem' },
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }) },
  loader: ({ context: { queryClient }, params: { id } }) =>
    notFoundOn404(queryClient.ensureQueryData(instanceQueryOptions('rule-finding', id))),
  component: RuleFindingItemPage,
});
