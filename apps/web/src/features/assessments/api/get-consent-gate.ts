import { useQuery } from '@tanstack/react-query';
import { consentSettingsQueryOptions } from '@/lib/consent/get-consent-settings';

/**
 * Whether the institute's sessions need consent given; undefined while unknown (the server
 * decides in the end).
 */
export function useConsentGate(instituteId: number | undefined): boolean | undefined {
  const query = useQuery({
    ...consentSettingsQueryOptions(instituteId ?? 0),
    enabled: instituteId !== undefined,
    select: (settings) => settings.sessionsNeedConsent,
  });
  return query.data;
}
