import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ResearchInstitutesResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/research-institutes (admins only) */
export function getResearchInstitutes(signal?: AbortSignal) {
  return api.get<ResearchInstitutesResponse>('/research-institutes', signal);
}

export const researchInstitutesQueryOptions = () =>
  queryOptions({
    queryKey: ['research-institutes'],
    queryFn: ({ signal }) => getResearchInstitutes(signal),
  });

export function useResearchInstitutes() {
  return useSuspenseQuery(researchInstitutesQueryOptions()).data.researchInstitutes;
}

/** Without suspending, and fetched only when `enabled` (for admins): empty until it is there. */
export function useResearchInstituteOptions(enabled: boolean) {
  return useQuery({ ...researchInstitutesQueryOptions(), enabled }).data?.researchInstitutes ?? [];
}
