import { queryOptions } from '@tanstack/react-query';
import type { SchoolsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools (researchers get their own institute's schools only) */
export function getSchools(signal?: AbortSignal) {
  return api.get<SchoolsResponse>('/schools', signal);
}

/** The schools the caller sees: one cache entry for the schools pages and the participant forms. */
export const schoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['schools'],
    queryFn: ({ signal }) => getSchools(signal),
  });
