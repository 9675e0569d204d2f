import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ParticipantResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/participants/{id} */
export function getParticipant(id: number, signal?: AbortSignal) {
  return api.get<ParticipantResponse>(`/participants/${id}`, signal);
}

export const participantQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['participants', id],
    queryFn: ({ signal }) => getParticipant(id, signal),
  });

export function useParticipant(id: number) {
  return useSuspenseQuery(participantQueryOptions(id)).data.participant;
}
