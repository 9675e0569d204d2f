import { queryOptions, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import type { ResearchInstitute, ResearchInstitutesResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { rolesOf } from '@/lib/auth';
import type { RouterContext } from '@/lib/router-context';

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

/**
 * The institutes a new record (assessment, participant) may be filed under: an admin chooses
 * from all of them (empty until they are there); null for a researcher, whose records go to
 * their own institute.
 */
export function useInstituteChoice(): ResearchInstitute[] | null {
  const isAdmin = rolesOf(useAuth().user).includes('admin');
  const options = useQuery({ ...researchInstitutesQueryOptions(), enabled: isAdmin }).data;
  return isAdmin ? (options?.researchInstitutes ?? []) : null;
}

/** For a route's loader: an admin's choice of institutes loads with the page. */
export async function loadInstituteChoice({
  auth,
  queryClient,
}: Pick<RouterContext, 'auth'> & { queryClient: QueryClient }): Promise<void> {
  if (rolesOf(auth.user).includes('admin')) {
    await queryClient.ensureQueryData(researchInstitutesQueryOptions());
  }
}
