import { createFileRoute, redirect } from '@tanstack/react-router';
import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { ruleFindingInstancesQueryOptions } from '@/features/assessments/api/get-rule-finding-instances';
import { EditAssessmentPage } from '@/features/assessments/edit-assessment-page';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/assessments/$assessmentId/edit')({
  staticData: { pageTitle: 'assessmentEdit' },
  params: { parse: ({ assessmentId }) => ({ assessmentId: parseIdParam(assessmentId) }) },
  // A locked assessment cannot change: its page (with 'Duplicate') opens instead.
  loader: async ({ context: { queryClient }, params: { assessmentId } }) => {
    const [{ assessment }] = await Promise.all([
      notFoundOn404(queryClient.ensureQueryData(assessmentQueryOptions(assessmentId))),
      queryClient.ensureQueryData(ruleFindingInstancesQueryOptions()),
    ]);
    if (assessment.locked) {
      throw redirect({ to: '/assessments/$assessmentId', params: { assessmentId } });
    }
  },
  component: EditAssessmentPage,
});
