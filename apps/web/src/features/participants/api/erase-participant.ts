import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EraseParticipantQuery } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { participantQueryOptions } from './get-participant';

/**
 * DELETE /api/participants/{id}: the participant, its sessions and answers, for good; the reason,
 * when given, goes into the audit entry.
 */
export function eraseParticipant(id: number, reason?: EraseParticipantQuery['reason']) {
  return api.delete<null>(`/participants/${id}${reason ? `?reason=${reason}` : ''}`);
}

/**
 * After the erasure nothing cached may still show the participant: its own record goes, and
 * every other query (lists, sessions, statistics) is refreshed. An erasure is rare; a list that
 * still shows an erased child is not acceptable.
 */
export function useEraseParticipant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason?: EraseParticipantQuery['reason']) => eraseParticipant(id, reason),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: participantQueryOptions(id).queryKey });
      await queryClient.invalidateQueries();
    },
  });
}
