import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResponse, CreateAssessmentBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { assessmentQueryOptions } from './get-assessment';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';

/** POST /api/assessments */
export function createAssessment(body: CreateAssessmentBody) {
  return api.post<AssessmentResponse>('/assessments', body);
}

/** Refreshes the list and caches the new assessment, so its page opens without a request. */
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: async (response) => {
      queryClient.setQueryData(assessmentQueryOptions(response.assessment.id).queryKey, response);
      await queryClient.invalidateQueries({
        queryKey: assessmentsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
