import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReprintBatchResponse, SessionBatchResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { rememberBatch } from '../play-links';
import { sessionsListKey } from './get-sessions';

/** GET /api/sessions/batches/{id}: a start's sheet, its sessions and which can be printed again. */
export const sessionBatchQueryOptions = (batch: number) =>
  queryOptions({
    queryKey: ['sessions', 'batch', batch],
    queryFn: ({ signal }) => api.get<SessionBatchResponse>(`/sessions/batches/${batch}`, signal),
  });

/** POST /api/sessions/batches/{id}/links: new links for the sheet's sessions not yet started. */
export function usePrintAgain(batch: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReprintBatchResponse>(`/sessions/batches/${batch}/links`, {}),
    onSuccess: async ({ sessions }) => {
      rememberBatch(queryClient, batch, sessions);
      await queryClient.invalidateQueries({ queryKey: sessionsListKey });
    },
  });
}
