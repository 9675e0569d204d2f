import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionState, SessionsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** Whose sessions: one assessment's (optionally in one state) or one participant's. */
export type SessionsFilter =
  | { assessmentId: number; state?: SessionState | undefined }
  | { participantId: number; state?: SessionState | undefined };

function searchOf(filter: SessionsFilter): string {
  const params = new URLSearchParams();
  if ('assessmentId' in filter) params.set('assessmentId', String(filter.assessmentId));
  else params.set('participantId', String(filter.participantId));
  if (filter.state) params.set('state', filter.state);
  return params.toString();
}

/** GET /api/sessions?assessmentId|participantId&state (newest first) */
export function getSessions(filter: SessionsFilter, signal?: AbortSignal) {
  return api.get<SessionsResponse>(`/sessions?${searchOf(filter)}`, signal);
}

/** Every sessions list is under ['sessions', 'list']; starting, revoking and new links refresh them. */
export const sessionsListKey = ['sessions', 'list'] as const;

export const sessionsQueryOptions = (filter: SessionsFilter) =>
  queryOptions({
    queryKey: [...sessionsListKey, filter],
    queryFn: ({ signal }) => getSessions(filter, signal),
  });

/** Without suspending: a section of a page that shows while its list loads. */
export function useSessions(filter: SessionsFilter) {
  return useQuery({ ...sessionsQueryOptions(filter), placeholderData: (previous) => previous });
}
