import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/features/admin/admin-page';
import { AttentionLists } from '@/features/attention/attention-lists';

export const Route = createFileRoute('/_authenticated/admin/')({
  staticData: { pageTitle: 'admin' },
  // Below the page's heading: what needs attention (sessions, invitations).
  component: function HomeRoute() {
    return (
      <>
        <AdminPage />
        <AttentionLists area="admin" />
      </>
    );
  },
});
