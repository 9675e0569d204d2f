import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentSettings } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/research-institutes/{id}/consent: the forms a decision can be recorded on. */
const consentFormsQueryOptions = (instituteId: number) =>
  queryOptions({
    queryKey: ['research-institutes', instituteId, 'consent'],
    queryFn: ({ signal }) =>
      api.get<ConsentSettings>(`/research-institutes/${instituteId}/consent`, signal),
  });

/** The institute's consent forms, newest first; fetched once `instituteId` is given. */
export function useConsentForms(instituteId: number | null) {
  return useQuery({
    ...consentFormsQueryOptions(instituteId ?? 0),
    enabled: instituteId !== null,
    select: (settings) => settings.forms,
  });
}
