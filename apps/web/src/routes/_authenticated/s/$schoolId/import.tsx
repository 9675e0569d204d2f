import { createFileRoute, redirect } from '@tanstack/react-router';
import { SchoolImportPage } from '@/features/participants/school-import-page';
import { requireMembership } from '@/features/school-progress/staff-area';

// A school's administrators import a class list into their school; its teachers may not.
export const Route = createFileRoute('/_authenticated/s/$schoolId/import')({
  staticData: { pageTitle: 'importParticipants' },
  loader: async ({ context: { queryClient }, params: { schoolId } }) => {
    const membership = await requireMembership(queryClient, schoolId);
    if (!membership.isAdmin) throw redirect({ to: '/unauthorized' });
  },
  component: function SchoolImportRoute() {
    return <SchoolImportPage schoolId={Route.useParams().schoolId} />;
  },
});
