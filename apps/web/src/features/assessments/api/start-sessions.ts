import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartSessionsBody, StartSessionsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { rememberBatch } from '../play-links';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';
import { sessionsListKey } from './get-sessions';

/** POST /api/sessions: one new session (with its play link) per participant. */
export function startSessions(body: StartSessionsBody) {
  return api.post<StartSessionsResponse>('/sessions', body);
}

/**
 * Starts the sessions and keeps their links in memory; answers the start's id (its printable
 * sheet's) with the sessions. Sessions lists and the assessments (now locked, counts) refresh.
 */
export function useStartSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StartSessionsBody) => {
      const { batchId, sessions } = await startSessions(body);
      rememberBatch(queryClient, batchId, sessions);
      return { sessions, batch: batchId };
    },
    onSuccess: async (_result, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsListKey }),
        queryClient.invalidateQueries({
          queryKey: assessmentsQueryOptions().queryKey,
          exact: true,
        }),
        // The assessment and its progress.
        queryClient.invalidateQueries({ queryKey: ['assessments', body.assessmentId] }),
      ]);
    },
  });
}
