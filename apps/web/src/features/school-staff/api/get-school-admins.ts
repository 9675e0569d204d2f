import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SchoolAdminsResponse, StaffMember } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/schools/{id}/admins */
export function getSchoolAdmins(schoolId: number, signal?: AbortSignal) {
  return api.get<SchoolAdminsResponse>(`/schools/${schoolId}/admins`, signal);
}

export const schoolAdminsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'admins'],
    queryFn: ({ signal }) => getSchoolAdmins(schoolId, signal),
  });

/** The school's administrators as staff members: isAdmin true, isTeacher false. */
export function useSchoolAdmins(schoolId: number): StaffMember[] {
  const { admins } = useSuspenseQuery(schoolAdminsQueryOptions(schoolId)).data;
  return admins.map((admin) => ({ ...admin, isAdmin: true, isTeacher: false }));
}
