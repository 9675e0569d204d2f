import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { RuleFindingInstanceList } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/games/rule-finding/instances: the instances an assessment is put together from.
 * The key is the games feature's, so both share one cached list.
 */
export function getRuleFindingInstances(signal?: AbortSignal) {
  return api.get<RuleFindingInstanceList>('/games/rule-finding/instances', signal);
}

export const ruleFindingInstancesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'rule-finding', 'instances'],
    queryFn: ({ signal }) => getRuleFindingInstances(signal),
  });

export function useRuleFindingInstances() {
  return useSuspenseQuery(ruleFindingInstancesQueryOptions()).data.instances;
}
