import { useQuery } from '@tanstack/react-query';
import type { ConsentSettings } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/**
 * Whether the institute's sessions need consent given; undefined while unknown (the server
 * decides in the end). Its query is the institute's consent settings.
 */
export function useConsentGate(instituteId: number | undefined): boolean | undefined {
  const query = useQuery({
    queryKey: ['research-institutes', instituteId, 'consent'],
    queryFn: ({ signal }) =>
      api.get<ConsentSettings>(`/research-institutes/${instituteId}/consent`, signal),
    enabled: instituteId !== undefined,
    select: (settings) => settings.sessionsNeedConsent,
  });
  return query.data;
}
