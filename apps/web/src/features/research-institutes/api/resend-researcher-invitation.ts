import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { researchersQueryOptions } from './get-researchers';

/** POST /api/researchers/{id}/invitation: a new link for a pending researcher. */
export function resendResearcherInvitation(researcherId: number) {
  return api.post<void>(`/researchers/${researcherId}/invitation`);
}

/** The institute's researcher list is fetched again (new sent and expiry dates). */
export function useResendResearcherInvitation(instituteId: number, researcherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendResearcherInvitation(researcherId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: researchersQueryOptions(instituteId).queryKey }),
  });
}
