import { queryOptions } from '@tanstack/react-query';
import type { HandGestureInstance } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { handGestureInstancesKey } from './get-hand-gesture-instances';

/** GET /api/games/hand-gesture/instances/{id} */
export function getHandGestureInstance(id: number, signal?: AbortSignal) {
  return api.get<HandGestureInstance>(`/games/hand-gesture/instances/${id}`, signal);
}

export const handGestureInstanceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...handGestureInstancesKey, id],
    queryFn: ({ signal }) => getHandGestureInstance(id, signal),
  });
