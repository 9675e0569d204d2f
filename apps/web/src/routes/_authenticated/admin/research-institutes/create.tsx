import { createFileRoute } from '@tanstack/react-router';
import { CreateResearchInstitutePage } from '@/features/research-institutes/create-research-institute-page';

export const Route = createFileRoute('/_authenticated/admin/research-institutes/create')({
  staticData: { pageTitle: 'addResearchInstitute' },
  component: CreateResearchInstitutePage,
});
