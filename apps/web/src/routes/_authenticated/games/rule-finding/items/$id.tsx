import { createFileRoute, notFound } from '@tanstack/react-router';
import { ruleFindingInstanceQueryOptions } from '@/features/games/api/get-rule-finding-instance';
import { parseInstanceId } from '@/features/games/instance-id';
import { RuleFindingItemPage } from '@/features/games/rule-finding-item-page';

export const Route = createFileRoute('/_authenticated/games/rule-finding/items/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = parseInstanceId(params.id);
    if (id === undefined) throw notFound();
    return queryClient.ensureQueryData(ruleFindingInstanceQueryOptions(id));
  },
  component: RuleFindingItemPage,
});
