import { createFileRoute, notFound } from '@tanstack/react-router';
import { handGestureInstanceQueryOptions } from '@/features/games/api/get-hand-gesture-instance';
import { HandGestureItemPage } from '@/features/games/hand-gesture-item-page';
import { parseInstanceId } from '@/features/games/instance-id';

export const Route = createFileRoute('/_authenticated/games/hand-gesture/items/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = parseInstanceId(params.id);
    if (id === undefined) throw notFound();
    return queryClient.ensureQueryData(handGestureInstanceQueryOptions(id));
  },
  component: HandGestureItemPage,
});
