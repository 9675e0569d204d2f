import { hasAuthParams } from 'react-oidc-context';
import type { UserManager } from 'oidc-client-ts';
import { followBrowserSignIn } from './follow-sign-in';
import { forgetSignedIn, SIGNED_IN_HINT_KEY } from './signed-in-hint';

/**
 * Answers of the provider to a `prompt=none` request that mean "no session there": a normal
 * anonymous start, not an error.
 */
const ANONYMOUS_ANSWERS = new Set([
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
]);

/**
 * How long the start waits for the provider's silent answer. Shorter than the renew timeout:
 * while it runs only the spinner shows, and a provider that does not answer must not keep a
 * signed-out visitor from the landing page for long.
 */
export const START_SILENT_TIMEOUT_SECONDS = 5;

/** True when `error` is the provider saying nobody is signed in there. */
export function isAnonymousAnswer(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    typeof error.error === 'string' &&
    ANONYMOUS_ANSWERS.has(error.error)
  );
}

/**
 * On start-up, first drops the tokens of a duplicated tab, which are a copy of another open
 * tab's (see claimTabId), and ends a stored sign-in that the browser's no longer matches (see
 * followBrowserSignIn). Then, without a valid stored user, while someone is signed in in this
 * browser (the hint), asks the provider silently (`prompt=none` in a hidden
 * frame of our own origin) whether its session is still open, so a new tab of a signed-in person
 * opens signed in. The tab gets its own tokens (its own rotating refresh token). Never throws:
 * any failure leaves the app signed out.
 */
export async function signInSilentlyAtStart(
  manager: Pick<UserManager, 'getUser' | 'removeUser' | 'signinSilent'>,
  location: Location = window.location,
  storage: Storage = window.localStorage,
  isCopiedTab: () => Promise<boolean> = () => import('./tab-copy').then((m) => m.claimTabId()),
): Promise<void> {
  try {
    // Where someone is signed in, or comes back from signing in, the tab claims an id of its
    // own (lib/tab-copy.ts): a duplicated tab's copied tokens go. First visits load nothing.
    const returning = hasAuthParams(location);
    const copied =
      (returning || storage.getItem(SIGNED_IN_HINT_KEY) !== null) && (await isCopiedTab());
    // The provider's redirect back after an interactive sign-in is handled by the AuthProvider.
    if (returning) return;
    if (copied) await manager.removeUser();
    // A tab that missed a sign-out elsewhere (reloaded, discarded) first forgets its user.
    await followBrowserSignIn(manager, storage);
    if (storage.getItem(SIGNED_IN_HINT_KEY) === null) return;
    const stored = await manager.getUser();
    if (stored && !stored.expired) return;
    await manager.signinSilent({ silentRequestTimeoutInSeconds: START_SILENT_TIMEOUT_SECONDS });
  } catch (error) {
    if (isAnonymousAnswer(error)) forgetSignedIn(storage);
    else console.warn('Silent sign-in at start-up failed', error);
  }
}
