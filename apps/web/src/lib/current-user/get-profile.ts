// The signed-in user's own data: loaded by the guarded layout and read by several features.
import { queryOptions } from '@tanstack/react-query';
import type { UserProfile } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** GET /api/users/me/profile */
export function getProfile(signal?: AbortSignal) {
  return api.get<UserProfile>('/users/me/profile', signal);
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me', 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });
