import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ResearchersResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/researchers?instituteId= */
export function getResearchers(instituteId: number, signal?: AbortSignal) {
  return api.get<ResearchersResponse>(`/researchers?instituteId=${instituteId}`, signal);
}

export const researchersQueryOptions = (instituteId: number) =>
  queryOptions({
    queryKey: ['researchers', { instituteId }],
    queryFn: ({ signal }) => getResearchers(instituteId, signal),
  });

export function useResearchers(instituteId: number) {
  return useSuspenseQuery(researchersQueryOptions(instituteId)).data.researchers;
}
