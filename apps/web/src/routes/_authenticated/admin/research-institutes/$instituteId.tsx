import { createFileRoute } from '@tanstack/react-router';
import { consentSettingsQueryOptions } from '@/lib/consent/get-consent-settings';
import { researchInstituteQueryOptions } from '@/features/research-institutes/api/get-research-institute';
import { researchersQueryOptions } from '@/features/research-institutes/api/get-researchers';
import { ResearchInstitutePage } from '@/features/research-institutes/research-institute-page';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/admin/research-institutes/$instituteId')({
  staticData: { pageTitle: 'researchInstitute' },
  // Numbers in the address are written back with String(): no stringify needed.
  params: { parse: ({ instituteId }) => ({ instituteId: parseIdParam(instituteId) }) },
  loader: ({ context: { queryClient }, params: { instituteId } }) =>
    notFoundOn404(
      Promise.all([
        queryClient.ensureQueryData(researchInstituteQueryOptions(instituteId)),
        queryClient.ensureQueryData(researchersQueryOptions(instituteId)),
        queryClient.ensureQueryData(consentSettingsQueryOptions(instituteId)),
      ]),
    ),
  component: ResearchInstitutePage,
});
