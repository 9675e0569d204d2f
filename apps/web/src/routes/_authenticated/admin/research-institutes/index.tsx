import { createFileRoute } from '@tanstack/react-router';
import { researchInstitutesQueryOptions } from '@/features/research-institutes/api/get-research-institutes';
import { ResearchInstitutesPage } from '@/features/research-institutes/research-institutes-page';

export const Route = createFileRoute('/_authenticated/admin/research-institutes/')({
  staticData: { pageTitle: 'researchInstitutes' },
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(researchInstitutesQueryOptions()),
  component: ResearchInstitutesPage,
});
