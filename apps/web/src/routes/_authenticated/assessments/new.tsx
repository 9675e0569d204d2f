import { createFileRoute } from '@tanstack/react-router';
import { ruleFindingInstancesQueryOptions } from '@/features/assessments/api/get-rule-finding-instances';
import { NewAssessmentPage } from '@/features/assessments/new-assessment-page';
import {
  loadInstituteChoice,
  useInstituteChoice,
} from '@/features/research-institutes/api/get-research-institutes';

export const Route = createFileRoute('/_authenticated/assessments/new')({
  staticData: { pageTitle: 'assessmentNew' },
  // The instances to choose from; admins also choose the institute, so its options load too.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(ruleFindingInstancesQueryOptions()),
      loadInstituteChoice(context),
    ]);
  },
  component: function NewAssessmentRoute() {
    return <NewAssessmentPage institutes={useInstituteChoice()} />;
  },
});
