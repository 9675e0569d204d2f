import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, UpdateStaffRolesBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { staffMemberQueryOptions } from './get-staff-member';
import { refreshSchoolStaff } from './refresh-school-staff';

/** PATCH /api/schools/{id}/staff/{userId}: the member's page and the school's lists update. */
export function useChangeStaffRoles(schoolId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roles: UpdateStaffRolesBody) =>
      api.patch<StaffMember>(`/schools/${schoolId}/staff/${userId}`, roles),
    onSuccess: async (member) => {
      queryClient.setQueryData(staffMemberQueryOptions(schoolId, userId).queryKey, member);
      await refreshSchoolStaff(queryClient, schoolId);
    },
  });
}
