import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from 'react-oidc-context';
import { ruleFindingInstancesQueryOptions } from '@/features/assessments/api/get-rule-finding-instances';
import { NewAssessmentPage } from '@/features/assessments/new-assessment-page';
import {
  researchInstitutesQueryOptions,
  useResearchInstituteOptions,
} from '@/features/research-institutes/api/get-research-institutes';
import { rolesOf } from '@/lib/auth';

export const Route = createFileRoute('/_authenticated/assessments/new')({
  staticData: { pageTitle: 'assessmentNew' },
  // The instances to choose from; admins also choose the institute, so its options load too.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(ruleFindingInstancesQueryOptions()),
      rolesOf(context.auth.user).includes('admin')
        ? context.queryClient.ensureQueryData(researchInstitutesQueryOptions())
        : undefined,
    ]);
  },
  component: function NewAssessmentRoute() {
    const isAdmin = rolesOf(useAuth().user).includes('admin');
    const institutes = useResearchInstituteOptions(isAdmin);
    return <NewAssessmentPage institutes={isAdmin ? institutes : null} />;
  },
});
