import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResponse, DuplicateAssessmentBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { assessmentQueryOptions } from './get-assessment';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';

/** POST /api/assessments/{id}/duplicate: an unlocked copy in the same institute. */
export function duplicateAssessment(id: number, body: DuplicateAssessmentBody) {
  return api.post<AssessmentResponse>(`/assessments/${id}/duplicate`, body);
}

export function useDuplicateAssessment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DuplicateAssessmentBody) => duplicateAssessment(id, body),
    onSuccess: async (response) => {
      queryClient.setQueryData(assessmentQueryOptions(response.assessment.id).queryKey, response);
      await queryClient.invalidateQueries({
        queryKey: assessmentsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
