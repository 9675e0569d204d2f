import { createFileRoute } from '@tanstack/react-router';
import { ResearcherHomePage } from '@/features/researcher/researcher-home-page';

export const Route = createFileRoute('/_authenticated/r/')({
  staticData: { pageTitle: 'researcher' },
  component: ResearcherHomePage,
});
