import { createFileRoute } from '@tanstack/react-router';
import { staffMemberQueryOptions } from '@/features/school-staff/api/get-staff-member';
import { StaffMemberPage } from '@/features/school-staff/staff-member-page';
import { useSchool } from '@/lib/schools/get-school';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/r/schools/$schoolId/staff/$userId')({
  staticData: { pageTitle: 'staffMember' },
  // Numbers in the address are written back with String(): no stringify needed.
  params: { parse: ({ userId }) => ({ userId: parseIdParam(userId) }) },
  loader: ({ context: { queryClient }, params: { schoolId, userId } }) =>
    notFoundOn404(queryClient.ensureQueryData(staffMemberQueryOptions(schoolId, userId))),
  // The school (for the back link and the School card) comes from the parent route's preload.
  component: function StaffMemberRoute() {
    const { schoolId, userId } = Route.useParams();
    return <StaffMemberPage school={useSchool(schoolId)} userId={userId} viewer="researcher" />;
  },
});
