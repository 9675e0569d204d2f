import { createFileRoute } from '@tanstack/react-router';
import { assessmentsQueryOptions } from '@/lib/assessments/get-assessments';
import { AssessmentsPage } from '@/features/assessments/assessments-page';

export const Route = createFileRoute('/_authenticated/assessments/')({
  staticData: { pageTitle: 'assessments' },
  loader: ({ context }) => context.queryClient.ensureQueryData(assessmentsQueryOptions()),
  component: AssessmentsPage,
});
