import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffInvitationQueryOptions } from './get-staff-invitation';
import { refreshSchoolStaff } from './refresh-school-staff';

/** POST /api/schools/{id}/invitations/{membershipId}: a new link for a pending member. */
export function resendStaffInvitation(schoolId: number, membershipId: number) {
  return api.post<void>(`/schools/${schoolId}/invitations/${membershipId}`);
}

/** The school's staff lists and the invitation's page are fetched again (new dates). */
export function useResendStaffInvitation(schoolId: number, membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendStaffInvitation(schoolId, membershipId),
    onSuccess: () =>
      Promise.all([
        refreshSchoolStaff(queryClient, schoolId),
        queryClient.invalidateQueries({
          queryKey: staffInvitationQueryOptions(schoolId, membershipId).queryKey,
        }),
      ]),
  });
}
