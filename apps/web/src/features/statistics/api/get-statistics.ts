import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Statistics } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/statistics (counts in the caller's scope) */
export function getStatistics(signal?: AbortSignal) {
  return api.get<Statistics>('/statistics', signal);
}

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: ['statistics'],
    queryFn: ({ signal }) => getStatistics(signal),
  });

export function useStatistics() {
  return useSuspenseQuery(statisticsQueryOptions()).data;
}
