/** Authentication status: loading at first, then signed in, signed out or failed. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

type AuthSnapshot = {
  isLoading: boolean;
  user?: { expired?: boolean | undefined } | null | undefined;
  error?: unknown;
};

/**
 * Maps the auth state to a status. A user counts only while the token has not expired; a
 * recorded error (e.g. a failed silent renew) only matters once the user is no longer valid.
 */
export function authStatus({ isLoading, user, error }: AuthSnapshot): AuthStatus {
  if (isLoading) return 'loading';
  if (user && user.expired !== true) return 'authenticated';
  if (error) return 'error';
  return 'unauthenticated';
}
