import { createFileRoute } from '@tanstack/react-router';
import { handGestureInstancesQueryOptions } from '@/features/games/api/get-hand-gesture-instances';
import { HandGestureItemsPage } from '@/features/games/hand-gesture-items-page';

export const Route = createFileRoute('/_authenticated/games/hand-gesture/items/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(handGestureInstancesQueryOptions()),
  component: HandGestureItemsPage,
});
