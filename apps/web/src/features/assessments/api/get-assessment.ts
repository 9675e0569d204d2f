import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AssessmentResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/assessments/{id} */
export function getAssessment(id: number, signal?: AbortSignal) {
  return api.get<AssessmentResponse>(`/assessments/${id}`, signal);
}

export const assessmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['assessments', id],
    queryFn: ({ signal }) => getAssessment(id, signal),
  });

export function useAssessment(id: number) {
  return useSuspenseQuery(assessmentQueryOptions(id)).data.assessment;
}
