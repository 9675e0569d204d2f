import { createFileRoute } from '@tanstack/react-router';
import { instancesQueryOptions } from '@/features/games/shared/api/get-instances';
import { HandGestureItemsPage } from '@/features/games/hand-gesture/hand-gesture-items-page';
import { parseHandGestureItemsSearch } from '@/features/games/hand-gesture/items-search';

export const Route = createFileRoute('/_authenticated/games/hand-gesture/items/')({
  staticData: { pageTitle: 'handGestureItems' },
  validateSearch: parseHandGestureItemsSearch,
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(instancesQueryOptions('hand-gesture')),
  component: HandGestureItemsPage,
});
