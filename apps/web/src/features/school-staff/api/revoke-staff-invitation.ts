import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshSchoolStaff } from './refresh-school-staff';

/** DELETE /api/schools/{id}/invitations/{membershipId}: the pending member and their link go. */
export function revokeStaffInvitation(schoolId: number, membershipId: number) {
  return api.delete<void>(`/schools/${schoolId}/invitations/${membershipId}`);
}

/** The school's staff and admins lists are fetched again (without the revoked member). */
export function useRevokeStaffInvitation(schoolId: number, membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeStaffInvitation(schoolId, membershipId),
    onSuccess: () => refreshSchoolStaff(queryClient, schoolId),
  });
}
