import type { ParticipantResponse, UpdateParticipantBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/record-mutation';
import { participantQueryOptions } from './get-participant';
import { participantsQueryOptions } from './get-participants';

/** PATCH /api/participants/{id}: school and group. */
export function updateParticipant(id: number, body: UpdateParticipantBody) {
  return api.patch<ParticipantResponse>(`/participants/${id}`, body);
}

/** Caches the changed participant and refreshes the list, whose cards show school and group. */
export function useUpdateParticipant(id: number) {
  return useRecordMutation({
    mutationFn: (body: UpdateParticipantBody) => updateParticipant(id, body),
    record: () => participantQueryOptions(id),
    list: participantsQueryOptions(),
  });
}
