import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionState, SessionsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/**
 * Whose sessions: one assessment's (optionally in one state, of one school and class) or one
 * participant's.
 */
export type SessionsFilter =
  | {
      assessmentId: number;
      state?: SessionState | undefined;
      schoolId?: number | undefined;
      group?: string | undefined;
    }
  | { participantId: number; state?: SessionState | undefined };

function searchOf(filter: SessionsFilter): string {
  const params = new URLSearchParams();
  if ('assessmentId' in filter) {
    params.set('assessmentId', String(filter.assessmentId));
    if (filter.schoolId !== undefined) params.set('schoolId', String(filter.schoolId));
    if (filter.group !== undefined) params.set('group', filter.group);
  } else {
    params.set('participantId', String(filter.participantId));
  }
  if (filter.state) params.set('state', filter.state);
  return params.toString();
}

/** GET /api/sessions?assessmentId|participantId&state&schoolId&group (newest first) */
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
