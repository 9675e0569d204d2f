import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResultsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/sessions/{id}/results */
export function getSessionResults(id: number, signal?: AbortSignal) {
  return api.get<SessionResultsResponse>(`/sessions/${id}/results`, signal);
}

export const sessionResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['sessions', id, 'results'],
    queryFn: ({ signal }) => getSessionResults(id, signal),
  });

export function useSessionResults(id: number) {
  return useQuery(sessionResultsQueryOptions(id));
}
