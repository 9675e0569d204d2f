import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type {
  ConsentFormResponse,
  ConsentSettings,
  CreateConsentFormBody,
  UpdateConsentSettingsBody,
} from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { consentSettingsQueryOptions } from '@/lib/consent/get-consent-settings';

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
