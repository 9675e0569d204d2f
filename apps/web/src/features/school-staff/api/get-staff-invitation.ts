import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { StaffMember } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools/{id}/invitations/{membershipId}: a pending member, as the inviter typed it. */
export function getStaffInvitation(schoolId: number, membershipId: number, signal?: AbortSignal) {
  return api.get<StaffMember>(`/schools/${schoolId}/invitations/${membershipId}`, signal);
}

// Not below the staff list's key: refetching the lists after a revoke must not refetch this
// (404) while its page is still on screen.
export const staffInvitationQueryOptions = (schoolId: number, membershipId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'invitations', membershipId],
    queryFn: ({ signal }) => getStaffInvitation(schoolId, membershipId, signal),
  });

export function useStaffInvitation(schoolId: number, membershipId: number) {
  return useSuspenseQuery(staffInvitationQueryOptions(schoolId, membershipId)).data;
}
