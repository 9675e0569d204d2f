import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SchoolProgress } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools/{id}/progress: classes, children and where their sessions stand. */
export function getSchoolProgress(schoolId: number, signal?: AbortSignal) {
  return api.get<SchoolProgress>(`/schools/${schoolId}/progress`, signal);
}

export const schoolProgressQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'progress'],
    queryFn: ({ signal }) => getSchoolProgress(schoolId, signal),
  });

export function useSchoolProgress(schoolId: number) {
  return useSuspenseQuery(schoolProgressQueryOptions(schoolId)).data;
}
