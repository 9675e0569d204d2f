import type { UserManager } from 'oidc-client-ts';

/**
 * Set in localStorage (shared by the origin's tabs) while someone is signed in in this browser,
 * holding the mark of that account: only then is the provider asked at start-up, and every tab
 * whose own sign-in is not this one ends it (see follow-sign-in.ts).
 */
export const SIGNED_IN_HINT_KEY = 'cogniplay.signedIn';

/**
 * A short hash (32-bit FNV-1a) of an account's subject: tells two accounts apart without
 * leaving the subject itself behind in the browser.
 */
export function accountMark(subject: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < subject.length; i++) {
    hash ^= subject.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Sets the hint to the account of each user loaded in this tab (sign-in, renewal). */
export function rememberSignedIn(
  manager: Pick<UserManager, 'events'>,
  storage: Storage = window.localStorage,
): void {
  manager.events.addUserLoaded((user) =>
    storage.setItem(SIGNED_IN_HINT_KEY, accountMark(user.profile.sub)),
  );
}

/** Removes the hint: nobody is signed in in this browser any more, in any tab. */
export function forgetSignedIn(storage: Storage = window.localStorage): void {
  storage.removeItem(SIGNED_IN_HINT_KEY);
}
