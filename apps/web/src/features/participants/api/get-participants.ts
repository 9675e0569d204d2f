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
