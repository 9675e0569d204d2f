import type { CreateSchoolBody, SchoolResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/record-mutation';
import { schoolQueryOptions } from '@/lib/schools/get-school';
import { schoolsQueryOptions } from '@/lib/schools/get-schools';

/** POST /api/schools */
export function createSchool(body: CreateSchoolBody) {
  return api.post<SchoolResponse>('/schools', body);
}

/** Refreshes the list and caches the new school, so its page opens without another request. */
export function useCreateSchool() {
  return useRecordMutation({
    mutationFn: createSchool,
    record: (response) => schoolQueryOptions(response.school.id),
    list: schoolsQueryOptions(),
  });
}
