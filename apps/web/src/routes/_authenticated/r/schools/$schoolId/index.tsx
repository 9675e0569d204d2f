import { createFileRoute } from '@tanstack/react-router';
import { schoolAdminsQueryOptions } from '@/features/school-staff/api/get-school-admins';
import { ResearcherSchoolStaffSection } from '@/features/school-staff/school-staff-section';
import { SchoolHeader } from '@/features/schools/components/school-header';

// The school page composes two features: the school's header and, for researchers, the
// school's administrators (researchers see only those).
export const Route = createFileRoute('/_authenticated/r/schools/$schoolId/')({
  staticData: { pageTitle: 'school' },
  loader: ({ context: { queryClient }, params: { schoolId } }) =>
    queryClient.ensureQueryData(schoolAdminsQueryOptions(schoolId)),
  component: function ResearcherSchoolRoute() {
    const { schoolId } = Route.useParams();
    return (
      <>
        <SchoolHeader schoolId={schoolId} listPath="/r/schools" />
        <ResearcherSchoolStaffSection schoolId={schoolId} />
      </>
    );
  },
});
