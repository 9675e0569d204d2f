import type { QueryClient } from '@tanstack/react-query';
import { schoolAdminsQueryOptions } from './get-school-admins';
import { schoolStaffQueryOptions } from './get-school-staff';

/** Fetches the school's staff and admins lists again, after a change to its members. */
export function refreshSchoolStaff(queryClient: QueryClient, schoolId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: schoolStaffQueryOptions(schoolId).queryKey }),
    queryClient.invalidateQueries({ queryKey: schoolAdminsQueryOptions(schoolId).queryKey }),
  ]);
}
