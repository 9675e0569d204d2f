import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { schoolAdminsQueryOptions } from './get-school-admins';
import { schoolStaffQueryOptions } from './get-school-staff';

/** POST /api/schools/{id}/staff/{userId}/invitation: a new link for a pending member. */
export function resendStaffInvitation(schoolId: number, userId: number) {
  return api.post<void>(`/schools/${schoolId}/staff/${userId}/invitation`);
}

/** The school's staff and admins lists are fetched again (new sent and expiry dates). */
export function useResendStaffInvitation(schoolId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendStaffInvitation(schoolId, userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolStaffQueryOptions(schoolId).queryKey }),
        queryClient.invalidateQueries({ queryKey: schoolAdminsQueryOptions(schoolId).queryKey }),
      ]),
  });
}
