import { queryOptions } from '@tanstack/react-query';
import type { RuleFindingInstanceList } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

export const ruleFindingInstancesKey = ['games', 'rule-finding', 'instances'] as const;

/** GET /api/games/rule-finding/instances */
export function getRuleFindingInstances(signal?: AbortSignal) {
  return api.get<RuleFindingInstanceList>('/games/rule-finding/instances', signal);
}

export const ruleFindingInstancesQueryOptions = () =>
  queryOptions({
    queryKey: ruleFindingInstancesKey,
    queryFn: ({ signal }) => getRuleFindingInstances(signal),
  });
