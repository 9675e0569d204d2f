import { createFileRoute } from '@tanstack/react-router';
import { AttentionLists } from '@/features/attention/attention-lists';
import { InstituteConsentSection } from '@/features/research-institutes/institute-consent-section';
import { ResearcherHomePage } from '@/features/researcher/researcher-home-page';

export const Route = createFileRoute('/_authenticated/r/')({
  staticData: { pageTitle: 'researcher' },
  // Below the page's heading: what needs attention (sessions, invitations, erasures), then the
  // institute's consent and retention (loading on its own: no loader, so the first load of
  // every page stays within its budget).
  component: function HomeRoute() {
    return (
      <>
        <ResearcherHomePage />
        <AttentionLists area="researcher" />
        <InstituteConsentSection />
      </>
    );
  },
});
