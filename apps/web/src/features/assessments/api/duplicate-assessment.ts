import type { AssessmentResponse, DuplicateAssessmentBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/record-mutation';
import { assessmentQueryOptions } from './get-assessment';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';

/** POST /api/assessments/{id}/duplicate: an unlocked copy in the same institute. */
export function duplicateAssessment(id: number, body: DuplicateAssessmentBody) {
  return api.post<AssessmentResponse>(`/assessments/${id}/duplicate`, body);
}

export function useDuplicateAssessment(id: number) {
  return useRecordMutation({
    mutationFn: (body: DuplicateAssessmentBody) => duplicateAssessment(id, body),
    record: (response) => assessmentQueryOptions(response.assessment.id),
    list: assessmentsQueryOptions(),
  });
}
