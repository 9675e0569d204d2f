import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantResponse, UpdateParticipantBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { participantQueryOptions } from './get-participant';
import { participantsQueryOptions } from './get-participants';

/** PATCH /api/participants/{id}: school and group. */
export function updateParticipant(id: number, body: UpdateParticipantBody) {
  return api.patch<ParticipantResponse>(`/participants/${id}`, body);
}

/** Caches the changed participant and refreshes the list, whose cards show school and group. */
export function useUpdateParticipant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateParticipantBody) => updateParticipant(id, body),
    onSuccess: async (response) => {
      queryClient.setQueryData(participantQueryOptions(id).queryKey, response);
      await queryClient.invalidateQueries({
        queryKey: participantsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
