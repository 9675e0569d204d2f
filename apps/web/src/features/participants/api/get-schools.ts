import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School, SchoolsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools (researchers get their own institute's schools only) */
export function getSchools(signal?: AbortSignal) {
  return api.get<SchoolsResponse>('/schools', signal);
}

/** The schools the caller sees (the same key as the schools pages: one cache entry). */
export const schoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['schools'],
    queryFn: ({ signal }) => getSchools(signal),
  });

/**
 * The schools a participant of the institute may belong to (those it manages); undefined while
 * loading. A participant without an institute belongs to no school.
 */
export function useInstituteSchools(instituteId: number | null): School[] | undefined {
  const { data } = useQuery({ ...schoolsQueryOptions(), enabled: instituteId !== null });
  if (instituteId === null) return [];
  return data?.schools.filter((school) => school.managingInstitute?.id === instituteId);
}
