import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { forgetSessionLink } from '../play-links';
import { sessionQueryOptions } from './get-session';
import { sessionsListKey } from './get-sessions';

/** POST /api/sessions/{id}/revoke: its link stops working. */
export function revokeSession(id: number) {
  return api.post<SessionResponse>(`/sessions/${id}/revoke`);
}

export function useRevokeSession(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeSession(id),
    onSuccess: async (response) => {
      queryClient.setQueryData(sessionQueryOptions(id).queryKey, response);
      forgetSessionLink(queryClient, id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsListKey }),
        queryClient.invalidateQueries({ queryKey: ['assessments'] }),
      ]);
    },
  });
}
