import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from 'react-oidc-context';
import {
  researchInstitutesQueryOptions,
  useResearchInstituteOptions,
} from '@/features/research-institutes/api/get-research-institutes';
import { AddParticipantPage } from '@/features/participants/add-participant-page';
import { rolesOf } from '@/lib/auth';

export const Route = createFileRoute('/_authenticated/participants/add')({
  staticData: { pageTitle: 'addParticipant' },
  // Admins choose the participant's institute, so its options load with the page.
  loader: async ({ context }) => {
    if (rolesOf(context.auth.user).includes('admin')) {
      await context.queryClient.ensureQueryData(researchInstitutesQueryOptions());
    }
  },
  component: function AddParticipantRoute() {
    const isAdmin = rolesOf(useAuth().user).includes('admin');
    const institutes = useResearchInstituteOptions(isAdmin);
    return <AddParticipantPage institutes={isAdmin ? institutes : null} />;
  },
});
