import { createFileRoute } from '@tanstack/react-router';
import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { AssessmentPage } from '@/features/assessments/assessment-page';
import { ExportDialog } from '@/features/exports/components/export-dialog';
import { ClassFilter } from '@/features/participants/components/class-filter';
import { ParticipantChooser } from '@/features/participants/components/participant-chooser';
import { parseSessionsSearch } from '@/features/assessments/session-state-search';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/assessments/$assessmentId/')({
  staticData: { pageTitle: 'assessment' },
  params: { parse: ({ assessmentId }) => ({ assessmentId: parseIdParam(assessmentId) }) },
  // The sessions table's filters (state, school, class) live in the URL.
  validateSearch: parseSessionsSearch,
  loader: ({ context: { queryClient }, params: { assessmentId } }) =>
    notFoundOn404(queryClient.ensureQueryData(assessmentQueryOptions(assessmentId))),
  // 'Start sessions' chooses among the participants, and the sessions list filters by their
  // schools and classes (their feature's chooser and selects).
  component: function AssessmentRoute() {
    const { assessmentId } = Route.useParams();
    return (
      <AssessmentPage
        exportAction={<ExportDialog filters={{ assessmentId }} />}
        renderParticipantChooser={(props) => <ParticipantChooser {...props} />}
        renderClassFilter={(props) => <ClassFilter {...props} />}
      />
    );
  },
});
