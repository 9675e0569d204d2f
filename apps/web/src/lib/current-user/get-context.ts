// The signed-in user's own data: loaded by the guarded layout and read by several features.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { UserContext } from '@cogniplay/contract';
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
