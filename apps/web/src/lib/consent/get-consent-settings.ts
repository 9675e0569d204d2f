// An institute's consent settings (gate, retention, forms), one query that three features read:
// the institute's settings page, the consent dialog's forms, and the start dialogs' gate.
import { queryOptions } from '@tanstack/react-query';
import type { ConsentSettings } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/research-institutes/{id}/consent */
export const consentSettingsQueryOptions = (instituteId: number) =>
  queryOptions({
    queryKey: ['research-institutes', instituteId, 'consent'],
    queryFn: ({ signal }) =>
      api.get<ConsentSettings>(`/research-institutes/${instituteId}/consent`, signal),
  });
