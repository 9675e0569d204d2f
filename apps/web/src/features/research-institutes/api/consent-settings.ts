import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type {
  ConsentFormResponse,
  ConsentSettings,
  CreateConsentFormBody,
  UpdateConsentSettingsBody,
} from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/research-institutes/{id}/consent: the gate and the forms, newest first. */
export const consentSettingsQueryOptions = (instituteId: number) =>
  queryOptions({
    queryKey: ['research-institutes', instituteId, 'consent'],
    queryFn: ({ signal }) =>
      api.get<ConsentSettings>(`/research-institutes/${instituteId}/consent`, signal),
  });

export function useConsentSettings(instituteId: number) {
  return useSuspenseQuery(consentSettingsQueryOptions(instituteId)).data;
}

/** PATCH …/consent: the answer is the settings, cached as they are. */
export function useUpdateConsentSettings(instituteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConsentSettingsBody) =>
      api.patch<ConsentSettings>(`/research-institutes/${instituteId}/consent`, body),
    onSuccess: (settings) =>
      queryClient.setQueryData(consentSettingsQueryOptions(instituteId).queryKey, settings),
  });
}

/** POST …/consent-forms: the settings are fetched again, with the new form at the top. */
export function useCreateConsentForm(instituteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConsentFormBody) =>
      api.post<ConsentFormResponse>(`/research-institutes/${instituteId}/consent-forms`, body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: consentSettingsQueryOptions(instituteId).queryKey,
        exact: true,
      }),
  });
}
