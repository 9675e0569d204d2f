import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ParticipantsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/participants (researchers get their own institute's participants only) */
export function getParticipants(signal?: AbortSignal) {
  return api.get<ParticipantsResponse>('/participants', signal);
}

export const participantsQueryOptions = () =>
  queryOptions({
    queryKey: ['participants'],
    queryFn: ({ signal }) => getParticipants(signal),
  });

export function useParticipants() {
  return useSuspenseQuery(participantsQueryOptions()).data.participants;
}

/** GET /api/participants?researchInstituteId=: one institute's participants the caller sees. */
export function getInstituteParticipants(researchInstituteId: number, signal?: AbortSignal) {
  return api.get<ParticipantsResponse>(
    `/participants?researchInstituteId=${researchInstituteId}`,
    signal,
  );
}

/**
 * One institute's participants, as the server filters them (it also decides whom a start
 * accepts). Fetched again whenever a chooser opens: writes refresh the whole list's query only.
 */
export const instituteParticipantsQueryOptions = (researchInstituteId: number) =>
  queryOptions({
    queryKey: ['participants', 'of-institute', researchInstituteId],
    queryFn: ({ signal }) => getInstituteParticipants(researchInstituteId, signal),
    staleTime: 0,
  });
