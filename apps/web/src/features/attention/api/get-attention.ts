import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attention } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/attention (the home page's lists, in the caller's scope) */
export function getAttention(signal?: AbortSignal) {
  return api.get<Attention>('/attention', signal);
}

export const attentionQueryOptions = () =>
  queryOptions({
    queryKey: ['attention'],
    queryFn: ({ signal }) => getAttention(signal),
  });

export function useAttention() {
  return useQuery(attentionQueryOptions());
}
