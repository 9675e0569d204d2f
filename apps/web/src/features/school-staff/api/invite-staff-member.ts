import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationSent, InviteStaffBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { refreshSchoolStaff } from './refresh-school-staff';

/** POST /api/schools/{id}/staff: invites the person by email with the chosen roles. */
export function inviteStaffMember(schoolId: number, body: InviteStaffBody) {
  return api.post<InvitationSent>(`/schools/${schoolId}/staff`, body);
}

/** The school's staff and admins lists are fetched again after a successful invite. */
export function useInviteStaffMember(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffBody) => inviteStaffMember(schoolId, body),
    onSuccess: () => refreshSchoolStaff(queryClient, schoolId),
  });
}
