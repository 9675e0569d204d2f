import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { researchersQueryOptions } from './get-researchers';

/** DELETE /api/researchers/{id}/invitation: the pending researcher and their link go. */
export function revokeResearcherInvitation(researcherId: number) {
  return api.delete<void>(`/researchers/${researcherId}/invitation`);
}

/** The institute's researcher list is fetched again (without the revoked one). */
export function useRevokeResearcherInvitation(instituteId: number, researcherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeResearcherInvitation(researcherId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: researchersQueryOptions(instituteId).queryKey }),
  });
}
