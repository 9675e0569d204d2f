import { createFileRoute } from '@tanstack/react-router';
import { schoolStaffQueryOptions } from '@/features/school-staff/api/get-school-staff';
import { AdminSchoolStaffSection } from '@/features/school-staff/school-staff-section';
import { SchoolHeader } from '@/features/schools/components/school-header';

// The school page composes two features: the school's header and its staff.
export const Route = createFileRoute('/_authenticated/admin/schools/$schoolId/')({
  staticData: { pageTitle: 'school' },
  loader: ({ context: { queryClient }, params: { schoolId } }) =>
    queryClient.ensureQueryData(schoolStaffQueryOptions(schoolId)),
  component: function AdminSchoolRoute() {
    const { schoolId } = Route.useParams();
    return (
      <>
        <SchoolHeader schoolId={schoolId} listPath="/admin/schools" />
        <AdminSchoolStaffSection schoolId={schoolId} />
      </>
    );
  },
});
