import { queryOptions } from '@tanstack/react-query';
import type { RuleFindingInstance } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { ruleFindingInstancesKey } from './get-rule-finding-instances';

/** GET /api/games/rule-finding/instances/{id} */
export function getRuleFindingInstance(id: number, signal?: AbortSignal) {
  return api.get<RuleFindingInstance>(`/games/rule-finding/instances/${id}`, signal);
}

export const ruleFindingInstanceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ruleFindingInstancesKey, id],
    queryFn: ({ signal }) => getRuleFindingInstance(id, signal),
  });
