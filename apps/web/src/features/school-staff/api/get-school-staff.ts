import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { StaffResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools/{id}/staff */
export function getSchoolStaff(schoolId: number, signal?: AbortSignal) {
  return api.get<StaffResponse>(`/schools/${schoolId}/staff`, signal);
}

export const schoolStaffQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'staff'],
    queryFn: ({ signal }) => getSchoolStaff(schoolId, signal),
  });

export function useSchoolStaff(schoolId: number) {
  return useSuspenseQuery(schoolStaffQueryOptions(schoolId)).data.staff;
}
