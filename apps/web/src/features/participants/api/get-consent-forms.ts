import { useQuery } from '@tanstack/react-query';
import { consentSettingsQueryOptions } from '@/lib/consent/get-consent-settings';

/** The institute's consent forms, newest first; fetched once `instituteId` is given. */
export function useConsentForms(instituteId: number | null) {
  return useQuery({
    ...consentSettingsQueryOptions(instituteId ?? 0),
    enabled: instituteId !== null,
    select: (settings) => settings.forms,
  });
}
