import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';
import { assessmentQueryOptions } from './get-assessment';

/** DELETE /api/assessments/{id}: an assessment without sessions goes, with its items. */
export function useDeleteAssessment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/assessments/${id}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: assessmentQueryOptions(id).queryKey, exact: true });
      await queryClient.invalidateQueries({
        queryKey: assessmentsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
