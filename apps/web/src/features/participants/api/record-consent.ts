import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantConsentResponse, RecordConsentBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { participantQueryOptions } from './get-participant';
import { participantConsentQueryOptions } from './get-participant-consent';
import { participantsQueryOptions } from './get-participants';

/**
 * POST /api/participants/{id}/consent: caches the new history, and refreshes the participant
 * and the list, which show the status.
 */
export function useRecordConsent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordConsentBody) =>
      api.post<ParticipantConsentResponse>(`/participants/${id}/consent`, body),
    onSuccess: async (data) => {
      queryClient.setQueryData(participantConsentQueryOptions(id).queryKey, data);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: participantQueryOptions(id).queryKey,
          exact: true,
        }),
        queryClient.invalidateQueries({
          queryKey: participantsQueryOptions().queryKey,
          exact: true,
        }),
      ]);
    },
  });
}
