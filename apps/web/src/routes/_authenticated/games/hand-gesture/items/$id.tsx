import { createFileRoute } from '@tanstack/react-router';
import { instanceQueryOptions } from '@/features/games/shared/api/get-instances';
import { HandGestureItemPage } from '@/features/games/hand-gesture/hand-gesture-item-page';
import { parseHandGestureItemsSearch } from '@/features/games/hand-gesture/items-search';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/games/hand-gesture/items/$id')({
  staticData: { pageTitle: 'handGestureItem' },
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }) },
  // The items table's sort and page, kept for the way back (see InstanceHeader).
  validateSearch: parseHandGestureItemsSearch,
  loader: ({ context: { queryClient }, params: { id } }) =>
    notFoundOn404(queryClient.ensureQueryData(instanceQueryOptions('hand-gesture', id))),
  component: HandGestureItemPage,
});
