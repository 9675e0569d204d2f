import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ParticipantConsentResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/participants/{id}/consent */
export const participantConsentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['participants', id, 'consent'],
    queryFn: ({ signal }) =>
      api.get<ParticipantConsentResponse>(`/participants/${id}/consent`, signal),
  });

export function useParticipantConsent(id: number) {
  return useSuspenseQuery(participantConsentQueryOptions(id)).data;
}
