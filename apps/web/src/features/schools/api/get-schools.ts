import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SchoolsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools (researchers get their own institute's schools only) */
export function getSchools(signal?: AbortSignal) {
  return api.get<SchoolsResponse>('/schools', signal);
}

export const schoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['schools'],
    queryFn: ({ signal }) => getSchools(signal),
  });

export function useSchools() {
  return useSuspenseQuery(schoolsQueryOptions()).data.schools;
}
