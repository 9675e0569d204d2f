import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateParticipantBody, ParticipantResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { participantQueryOptions } from './get-participant';
import { participantsQueryOptions } from './get-participants';

/** POST /api/participants */
export function createParticipant(body: CreateParticipantBody) {
  return api.post<ParticipantResponse>('/participants', body);
}

/** Refreshes the list and caches the new participant, so its page opens without a request. */
export function useCreateParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParticipant,
    onSuccess: async (response) => {
      queryClient.setQueryData(participantQueryOptions(response.participant.id).queryKey, response);
      await queryClient.invalidateQueries({
        queryKey: participantsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
