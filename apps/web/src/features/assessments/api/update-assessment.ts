import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResponse, UpdateAssessmentBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { assessmentQueryOptions } from './get-assessment';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';

/** PUT /api/assessments/{id}: 409 once a session of it exists. */
export function updateAssessment(id: number, body: UpdateAssessmentBody) {
  return api.request<AssessmentResponse>(`/assessments/${id}`, { method: 'PUT', body });
}

export function useUpdateAssessment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAssessmentBody) => updateAssessment(id, body),
    onSuccess: async (response) => {
      queryClient.setQueryData(assessmentQueryOptions(id).queryKey, response);
      await queryClient.invalidateQueries({
        queryKey: assessmentsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
