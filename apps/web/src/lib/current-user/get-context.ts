// The signed-in user's own data: loaded by the guarded layout and read by several features.
import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { MailDelivery, UserContext } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/users/me/context */
export function getUserContext(signal?: AbortSignal) {
  return api.get<UserContext>('/users/me/context', signal);
}

export const userContextQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me', 'context'],
    queryFn: ({ signal }) => getUserContext(signal),
  });

export function useUserContext() {
  return useSuspenseQuery(userContextQueryOptions()).data;
}

/**
 * Where the server's mails go, from the context the signed-in layout loaded: read from the
 * cache, never fetched here (undefined before it is loaded).
 */
export function useMailDelivery(): MailDelivery | undefined {
  return useQueryClient().getQueryData(userContextQueryOptions().queryKey)?.mailDelivery;
}

/** The `organisations` text that tells an inviter where an invitation mail went. */
export const MAIL_DELIVERY_NOTE = {
  smtp: 'invitation.byMail',
  outbox: 'invitation.inOutbox',
} as const;
