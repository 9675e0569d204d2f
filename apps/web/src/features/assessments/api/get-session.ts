import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/sessions/{id} */
export function getSession(id: number, signal?: AbortSignal) {
  return api.get<SessionResponse>(`/sessions/${id}`, signal);
}

export const sessionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['sessions', id],
    queryFn: ({ signal }) => getSession(id, signal),
  });

export function useSession(id: number) {
  return useSuspenseQuery(sessionQueryOptions(id)).data.session;
}
