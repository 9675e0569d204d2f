import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Outbox } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/outbox (admins): the newest 100 mails kept instead of sent. */
export function getOutbox(signal?: AbortSignal) {
  return api.get<Outbox>('/outbox', signal);
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => getOutbox(signal),
    // Invitations elsewhere add mails: the page asks again each time it opens.
    staleTime: 0,
  });

export function useOutbox() {
  return useSuspenseQuery(outboxQueryOptions()).data.messages;
}
