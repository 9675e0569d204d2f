import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshSchoolStaff } from './refresh-school-staff';

/** POST /api/schools/{id}/invitations/{membershipId}: a new link for a pending member. */
export function resendStaffInvitation(schoolId: number, membershipId: number) {
  return api.post<void>(`/schools/${schoolId}/invitations/${membershipId}`);
}

/** The school's staff and admins lists are fetched again (new sent and expiry dates). */
export function useResendStaffInvitation(schoolId: number, membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendStaffInvitation(schoolId, membershipId),
    onSuccess: () => refreshSchoolStaff(queryClient, schoolId),
  });
}
