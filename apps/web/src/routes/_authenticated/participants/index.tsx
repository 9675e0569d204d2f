import { createFileRoute } from '@tanstack/react-router';
import { StartAssessmentDialog } from '@/features/assessments/components/start-assessment-dialog';
import { ExportDialog } from '@/features/exports/components/export-dialog';
import { participantsQueryOptions } from '@/features/participants/api/get-participants';
import { parseParticipantsSearch } from '@/features/participants/participants-search';
import { ParticipantsPage } from '@/features/participants/participants-page';

export const Route = createFileRoute('/_authenticated/participants/')({
  staticData: { pageTitle: 'participants' },
  // Page, filters (school, group) and the subject ID search live in the URL.
  validateSearch: parseParticipantsSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(participantsQueryOptions()),
  // 'Start assessment' for the participants shown (the selection, or all after the filters);
  // 'Export' of their sessions, by the page's school and group filters.
  component: function ParticipantsRoute() {
    return (
      <ParticipantsPage
        renderBulkActions={(participants, scope) => (
          <StartAssessmentDialog mode={scope} participants={participants} />
        )}
        renderExport={(filters, label) => <ExportDialog filters={filters} filtersLabel={label} />}
      />
    );
  },
});
