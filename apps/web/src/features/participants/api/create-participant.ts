import type { CreateParticipantBody, ParticipantResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/record-mutation';
import { participantQueryOptions } from './get-participant';
import { participantsQueryOptions } from './get-participants';

/** POST /api/participants */
export function createParticipant(body: CreateParticipantBody) {
  return api.post<ParticipantResponse>('/participants', body);
}

/** Refreshes the list and caches the new participant, so its page opens without a request. */
export function useCreateParticipant() {
  return useRecordMutation({
    mutationFn: createParticipant,
    record: (response) => participantQueryOptions(response.participant.id),
    list: participantsQueryOptions(),
  });
}
