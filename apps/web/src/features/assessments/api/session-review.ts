import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewSessionBody, SessionReview } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/sessions/{id}/review */
export const sessionReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['sessions', id, 'review'],
    queryFn: ({ signal }) => api.get<SessionReview>(`/sessions/${id}/review`, signal),
  });

export function useSessionReview(id: number) {
  return useQuery(sessionReviewQueryOptions(id));
}

/**
 * PATCH /api/sessions/{id}/review: caches the answer; the summaries that leave excluded
 * sessions out (an assessment's progress, the statistics) are fetched again when next shown.
 */
export function useReviewSession(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSessionBody) =>
      api.patch<SessionReview>(`/sessions/${id}/review`, body),
    onSuccess: async (review) => {
      queryClient.setQueryData(sessionReviewQueryOptions(id).queryKey, review);
      await Promise.all([
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => queryKey[0] === 'assessments' && queryKey[2] === 'progress',
        }),
        queryClient.invalidateQueries({ queryKey: ['statistics', 'sessions'] }),
      ]);
    },
  });
}
