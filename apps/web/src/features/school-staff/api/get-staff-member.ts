import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { StaffMember } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools/{id}/staff/{userId} */
export function getStaffMember(schoolId: number, userId: number, signal?: AbortSignal) {
  return api.get<StaffMember>(`/schools/${schoolId}/staff/${userId}`, signal);
}

export const staffMemberQueryOptions = (schoolId: number, userId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'staff', userId],
    queryFn: ({ signal }) => getStaffMember(schoolId, userId, signal),
  });

export function useStaffMember(schoolId: number, userId: number) {
  return useSuspenseQuery(staffMemberQueryOptions(schoolId, userId)).data;
}
