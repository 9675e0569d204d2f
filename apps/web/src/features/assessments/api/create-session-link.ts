import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionLinkResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { rememberSessionLink } from '../play-links';
import { sessionQueryOptions } from './get-session';
import { sessionsListKey } from './get-sessions';

/** POST /api/sessions/{id}/link: a new link; the old one stops working at once. */
export function createSessionLink(id: number) {
  return api.post<SessionLinkResponse>(`/sessions/${id}/link`);
}

export function useCreateSessionLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createSessionLink(id),
    onSuccess: async ({ session }) => {
      rememberSessionLink(queryClient, session);
      const { playUrl: _playUrl, initials: _initials, ...plain } = session;
      queryClient.setQueryData(sessionQueryOptions(id).queryKey, { session: plain });
      await queryClient.invalidateQueries({ queryKey: sessionsListKey });
    },
  });
}
