import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AuditResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import type { AuditSearch } from '../audit-search';

/** GET /api/audit (admins): one page of the audit log for the filters. */
export function getAudit(search: AuditSearch, signal?: AbortSignal) {
  const query = new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, String(value)]),
  ).toString();
  return api.get<AuditResponse>(`/audit${query ? `?${query}` : ''}`, signal);
}

export const auditQueryOptions = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['audit', search],
    queryFn: ({ signal }) => getAudit(search, signal),
  });

export function useAudit(search: AuditSearch) {
  return useSuspenseQuery(auditQueryOptions(search)).data;
}
