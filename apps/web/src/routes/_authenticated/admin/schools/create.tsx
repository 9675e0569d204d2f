import { createFileRoute } from '@tanstack/react-router';
import {
  researchInstitutesQueryOptions,
  useResearchInstitutes,
} from '@/features/research-institutes/api/get-research-institutes';
import { AdminCreateSchoolPage } from '@/features/schools/create-school-page';

export const Route = createFileRoute('/_authenticated/admin/schools/create')({
  staticData: { pageTitle: 'addSchool' },
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(researchInstitutesQueryOptions()),
  component: function AdminCreateSchoolRoute() {
    return <AdminCreateSchoolPage institutes={useResearchInstitutes()} />;
  },
});
