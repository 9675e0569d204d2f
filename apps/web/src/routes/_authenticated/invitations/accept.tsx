import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '@/features/invitations/accept-invitation-page';

export const Route = createFileRoute('/_authenticated/invitations/accept')({
  staticData: { pageTitle: 'acceptInvitation' },
  // The mailed link's token; the page says so when it is missing.
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function AcceptInvitationRoute() {
    return <AcceptInvitationPage token={Route.useSearch().token} />;
  },
});
