import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ResearchInstitute } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/research-institutes/{id} */
export function getResearchInstitute(id: number, signal?: AbortSignal) {
  return api.get<ResearchInstitute>(`/research-institutes/${id}`, signal);
}

export const researchInstituteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['research-institutes', id],
    queryFn: ({ signal }) => getResearchInstitute(id, signal),
  });

export function useResearchInstitute(id: number) {
  return useSuspenseQuery(researchInstituteQueryOptions(id)).data;
}
