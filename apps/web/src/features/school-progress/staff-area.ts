// The school staff's area (/s): for users on the staff of a school, which the user context says
// (staff hold no platform role in their token). The server decides every call anyway.
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { SchoolMembership } from '@cogniplay/contract';
import { userContextQueryOptions } from '@/lib/current-user/get-context';

/** The user's schools; someone on no school's staff goes to /unauthorized. */
export async function requireSchoolStaff(queryClient: QueryClient): Promise<SchoolMembership[]> {
  const { schools } = await queryClient.ensureQueryData(userContextQueryOptions());
  if (schools.length === 0) throw redirect({ to: '/unauthorized' });
  return schools;
}

/** The user's membership of the school; another school shows the not-found page. */
export async function requireMembership(
  queryClient: QueryClient,
  schoolId: number,
): Promise<SchoolMembership> {
  const schools = await requireSchoolStaff(queryClient);
  const membership = schools.find((school) => school.schoolId === schoolId);
  if (!membership) throw notFound();
  return membership;
}
