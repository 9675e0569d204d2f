// Shared: the assessments pages, the start dialog and the export dialog all read this list.
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { AssessmentsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/assessments (newest first; researchers get their own institute's only) */
export function getAssessments(signal?: AbortSignal) {
  return api.get<AssessmentsResponse>('/assessments', signal);
}

export const assessmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['assessments'],
    queryFn: ({ signal }) => getAssessments(signal),
  });

export function useAssessments() {
  return useSuspenseQuery(assessmentsQueryOptions()).data.assessments;
}

/** Without suspending, fetched only when `enabled` (a dialog that is open). */
export function useAssessmentOptions(enabled: boolean) {
  return useQuery({ ...assessmentsQueryOptions(), enabled });
}
