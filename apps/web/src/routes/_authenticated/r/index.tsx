import { createFileRoute } from '@tanstack/react-router';
import { ResearcherHomePage } from '@/features/researcher/researcher-home-page';
import { AttentionLists } from '@/features/attention/attention-lists';

export const Route = createFileRoute('/_authenticated/r/')({
  staticData: { pageTitle: 'researcher' },
  // Below the page's heading: what needs attention (sessions, invitations).
  component: function HomeRoute() {
    return (
      <>
        <ResearcherHomePage />
        <AttentionLists area="researcher" />
      </>
    );
  },
});
