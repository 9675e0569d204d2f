import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionStatistics } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/statistics/sessions (the charts' figures, in the caller's scope) */
export function getSessionStatistics(signal?: AbortSignal) {
  return api.get<SessionStatistics>('/statistics/sessions', signal);
}

export const sessionStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: ['statistics', 'sessions'],
    queryFn: ({ signal }) => getSessionStatistics(signal),
  });

export function useSessionStatistics() {
  return useQuery(sessionStatisticsQueryOptions());
}
