import { createFileRoute } from '@tanstack/react-router';
import {
  SchoolAdminStaffMemberPage,
  loadStaffMember,
} from '@/features/school-staff/staff-member-route';
import { parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/s/$schoolId/staff/$userId')({
  staticData: { pageTitle: 'staffMember' },
  // Numbers in the address are written back with String(): no stringify needed.
  params: { parse: ({ userId }) => ({ userId: parseIdParam(userId) }) },
  loader: loadStaffMember,
  component: SchoolAdminStaffMemberPage,
});
