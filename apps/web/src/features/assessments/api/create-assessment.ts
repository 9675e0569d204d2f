import type { AssessmentResponse, CreateAssessmentBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/record-mutation';
import { assessmentQueryOptions } from './get-assessment';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';

/** POST /api/assessments */
export function createAssessment(body: CreateAssessmentBody) {
  return api.post<AssessmentResponse>('/assessments', body);
}

/** Refreshes the list and caches the new assessment, so its page opens without a request. */
export function useCreateAssessment() {
  return useRecordMutation({
    mutationFn: createAssessment,
    record: (response) => assessmentQueryOptions(response.assessment.id),
    list: assessmentsQueryOptions(),
  });
}
