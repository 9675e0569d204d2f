import { queryOptions } from '@tanstack/react-query';
import type { HandGestureInstanceList } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

export const handGestureInstancesKey = ['games', 'hand-gesture', 'instances'] as const;

/** GET /api/games/hand-gesture/instances */
export function getHandGestureInstances(signal?: AbortSignal) {
  return api.get<HandGestureInstanceList>('/games/hand-gesture/instances', signal);
}

export const handGestureInstancesQueryOptions = () =>
  queryOptions({
    queryKey: handGestureInstancesKey,
    queryFn: ({ signal }) => getHandGestureInstances(signal),
  });
