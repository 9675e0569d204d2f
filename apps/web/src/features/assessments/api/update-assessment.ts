import type { AssessmentResponse, UpdateAssessmentBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/record-mutation';
import { assessmentQueryOptions } from './get-assessment';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';

/** PUT /api/assessments/{id}: 409 once a session of it exists. */
export function updateAssessment(id: number, body: UpdateAssessmentBody) {
  return api.request<AssessmentResponse>(`/assessments/${id}`, { method: 'PUT', body });
}

export function useUpdateAssessment(id: number) {
  return useRecordMutation({
    mutationFn: (body: UpdateAssessmentBody) => updateAssessment(id, body),
    record: () => assessmentQueryOptions(id),
    list: assessmentsQueryOptions(),
  });
}
