import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SchoolResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools/{id} */
export function getSchool(id: number, signal?: AbortSignal) {
  return api.get<SchoolResponse>(`/schools/${id}`, signal);
}

export const schoolQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['schools', id],
    queryFn: ({ signal }) => getSchool(id, signal),
  });

export function useSchool(id: number) {
  return useSuspenseQuery(schoolQueryOptions(id)).data.school;
}
