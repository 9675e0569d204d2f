import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentProgress } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/assessments/{id}/progress */
export function getAssessmentProgress(id: number, signal?: AbortSignal) {
  return api.get<AssessmentProgress>(`/assessments/${id}/progress`, signal);
}

/** Under the assessment's key, so whatever refreshes the assessment refreshes its progress. */
export const assessmentProgressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['assessments', id, 'progress'],
    queryFn: ({ signal }) => getAssessmentProgress(id, signal),
  });

export function useAssessmentProgress(id: number) {
  return useQuery(assessmentProgressQueryOptions(id));
}
