import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { consentSettingsQueryOptions } from '@/features/research-institutes/api/consent-settings';
import { InstituteConsentPage } from '@/features/research-institutes/institute-consent-page';
import { userContextQueryOptions } from '@/lib/current-user/get-context';

// A researcher's institute's consent (admins see it on the institute's page).
export const Route = createFileRoute('/_authenticated/r/consent')({
  staticData: { pageTitle: 'consent' },
  loader: async ({ context: { queryClient } }) => {
    const { researcherContext } = await queryClient.ensureQueryData(userContextQueryOptions());
    await Promise.all([
      i18n.loadNamespaces('organisations'),
      researcherContext &&
        queryClient.ensureQueryData(
          consentSettingsQueryOptions(researcherContext.researchInstituteId),
        ),
    ]);
  },
  component: InstituteConsentPage,
});
