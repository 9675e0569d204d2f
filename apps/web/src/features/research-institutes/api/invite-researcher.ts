import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationSent, InviteResearcherBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { researchersQueryOptions } from './get-researchers';

/** POST /api/researchers: invites the person by email into the institute. */
export function inviteResearcher(body: InviteResearcherBody) {
  return api.post<InvitationSent>('/researchers', body);
}

/** The institute's researcher list is fetched again after a successful invite. */
export function useInviteResearcher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteResearcher,
    onSuccess: (_sent, body) =>
      queryClient.invalidateQueries({
        queryKey: researchersQueryOptions(body.researchInstituteId).queryKey,
      }),
  });
}
