import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResearchInstitutesResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/research-institutes (admins only): the institutes an admin may file a participant under. */
export function getResearchInstitutes(signal?: AbortSignal) {
  return api.get<ResearchInstitutesResponse>('/research-institutes', signal);
}

export const researchInstitutesQueryOptions = () =>
  queryOptions({
    queryKey: ['research-institutes'],
    queryFn: ({ signal }) => getResearchInstitutes(signal),
  });

/** Only fetched for admins; researchers' participants always go to their own institute. */
export function useResearchInstituteOptions(enabled: boolean) {
  return useQuery({ ...researchInstitutesQueryOptions(), enabled }).data?.researchInstitutes ?? [];
}
