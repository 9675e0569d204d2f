import { createFileRoute } from '@tanstack/react-router';
import { ruleFindingInstanceQueryOptions } from '@/features/games/api/get-rule-finding-instance';
import { RuleFindingItemPage } from '@/features/games/rule-finding-item-page';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/games/rule-finding/items/$id')({
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }) },
  loader: ({ context: { queryClient }, params: { id } }) =>
    notFoundOn404(queryClient.ensureQueryData(ruleFindingInstanceQueryOptions(id))),
  component: RuleFindingItemPage,
});
