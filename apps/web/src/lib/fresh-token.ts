import type { UserManager } from 'oidc-client-ts';

/** Refresh the access token when it has less than this many seconds left. */
export const MIN_TOKEN_VALIDITY_SECONDS = 60;

type TokenSource = Pick<UserManager, 'getUser' | 'signinSilent' | 'signoutRedirect'>;

/**
 * An access token valid for at least another minute, or null when nobody is signed in. A token
 * that is expired or about to expire is renewed silently; if that fails, the session is ended
 * with a redirect sign-out back to the site origin.
 */
export async function getFreshAccessToken(manager: TokenSource): Promise<string | null> {
  const user = await manager.getUser();
  if (!user) return null;
  const remaining = user.expires_in;
  if (remaining === undefined || remaining >= MIN_TOKEN_VALIDITY_SECONDS) return user.access_token;

  try {
    const renewed = await manager.signinSilent();
    if (renewed) return renewed.access_token;
    throw new Error('Silent sign-in returned no user');
  } catch (error) {
    console.warn('Access token refresh failed; signing out.', error);
    await manager
      .signoutRedirect({ post_logout_redirect_uri: window.location.origin })
      .catch((signoutError: unknown) => console.warn('Sign-out failed.', signoutError));
    return null;
  }
}
