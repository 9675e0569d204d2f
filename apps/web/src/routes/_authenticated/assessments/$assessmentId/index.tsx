import { createFileRoute } from '@tanstack/react-router';
import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { AssessmentPage } from '@/features/assessments/assessment-page';
import { ExportDialog } from '@/features/exports/components/export-dialog';
import { ParticipantChooser } from '@/features/participants/components/participant-chooser';
import { parseSessionStateSearch } from '@/features/assessments/session-state-search';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/assessments/$assessmentId/')({
  staticData: { pageTitle: 'assessment' },
  params: { parse: ({ assessmentId }) => ({ assessmentId: parseIdParam(assessmentId) }) },
  // The sessions table's state filter lives in the URL.
  validateSearch: parseSessionStateSearch,
  loader: ({ context: { queryClient }, params: { assessmentId } }) =>
    notFoundOn404(queryClient.ensureQueryData(assessmentQueryOptions(assessmentId))),
  // 'Start sessions' chooses among the participants (their feature's chooser).
  component: function AssessmentRoute() {
    const { assessmentId } = Route.useParams();
    return (
      <AssessmentPage
        exportAction={<ExportDialog filters={{ assessmentId }} />}
        renderParticipantChooser={(props) => <ParticipantChooser {...props} />}
      />
    );
  },
});
