import {
  UserManager,
  WebStorageStateStore,
  type SigninSilentArgs,
  type SignoutRedirectArgs,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import type { Role } from '@cogniplay/contract';
import { env } from '@/config/env';
import { rolesFromClaims } from './roles';
import { forgetSignedIn } from './signed-in-hint';
import { singleFlight } from './single-flight';

/**
 * oidc-client-ts settings: its defaults except a 20 s silent request timeout and no session
 * monitoring. Authorization code + PKCE (S256) is the only
 * flow oidc-client-ts implements, so `response_type: 'code'` is all it takes.
 */
export const oidcSettings: UserManagerSettings = {
  authority: env.oidcAuthority,
  client_id: env.oidcClientId,
  // The identity provider accepts only the site origin as redirect target; the page to
  // return to travels in the sign-in `state` instead (see signinReturnPath).
  redirect_uri: window.location.origin,
  post_logout_redirect_uri: window.location.origin,
  // Silent sign-ins without a refresh token (a new tab, see signInSilentlyAtStart) run in a
  // hidden frame that the provider sends back to this small page of our origin.
  silent_redirect_uri: `${window.location.origin}/silent-renew.html`,
  response_type: 'code',
  scope: 'openid profile email',
  automaticSilentRenew: true,
  silentRequestTimeoutInSeconds: 20,
  accessTokenExpiringNotificationTimeInSeconds: 60,
  staleStateAgeInSeconds: 900,
  // The provider has no check_session_iframe.
  monitorSession: false,
  // Tokens stay per tab (sessionStorage): tabs never share one rotating refresh token, and a
  // closed tab leaves no tokens behind. The sign-in request state must survive the redirect
  // round trip in any tab, so it lives in localStorage.
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  stateStore: new WebStorageStateStore({ store: window.localStorage }),
};

/**
 * The UserManager with two changes: concurrent silent sign-ins (the automatic renew timer and
 * the API client's freshness check) share one request, because a rotated refresh token that is
 * used twice revokes the whole session; and a sign-out (the button, a failed renewal) first
 * removes the signed-in hint, which ends the sign-in of every other tab of the browser.
 */
class AppUserManager extends UserManager {
  #signinSilent = singleFlight((args?: SigninSilentArgs) => super.signinSilent(args));

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    return this.#signinSilent(args);
  }

  override signoutRedirect(args?: SignoutRedirectArgs): Promise<void> {
    forgetSignedIn();
    return super.signoutRedirect(args);
  }
}

export const userManager: UserManager = new AppUserManager(oidcSettings);

/** Platform roles of the signed-in user, read from the ID token claims. */
export function rolesOf(user: User | null | undefined): Role[] {
  return rolesFromClaims(user?.profile, env.oidcClientId);
}

/** What /login passes to signinRedirect and gets back on the returned User. */
export type SigninState = { redirect: string };
