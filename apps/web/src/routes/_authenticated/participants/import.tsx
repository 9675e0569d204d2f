import { createFileRoute } from '@tanstack/react-router';
import {
  loadInstituteChoice,
  useInstituteChoice,
} from '@/features/research-institutes/api/get-research-institutes';
import { ImportParticipantsPage } from '@/features/participants/import-participants-page';

export const Route = createFileRoute('/_authenticated/participants/import')({
  staticData: { pageTitle: 'importParticipants' },
  // Admins choose the institute the class goes to, so its options load with the page.
  loader: ({ context }) => loadInstituteChoice(context),
  component: function ImportParticipantsRoute() {
    return <ImportParticipantsPage institutes={useInstituteChoice()} />;
  },
});
