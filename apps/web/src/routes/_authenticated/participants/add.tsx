import { createFileRoute } from '@tanstack/react-router';
import {
  loadInstituteChoice,
  useInstituteChoice,
} from '@/features/research-institutes/api/get-research-institutes';
import { AddParticipantPage } from '@/features/participants/add-participant-page';

export const Route = createFileRoute('/_authenticated/participants/add')({
  staticData: { pageTitle: 'addParticipant' },
  // Admins choose the participant's institute, so its options load with the page.
  loader: ({ context }) => loadInstituteChoice(context),
  component: function AddParticipantRoute() {
    return <AddParticipantPage institutes={useInstituteChoice()} />;
  },
});
