import type { UserManager } from 'oidc-client-ts';
import { accountMark, SIGNED_IN_HINT_KEY } from './signed-in-hint';

type Manager = Pick<UserManager, 'getUser' | 'removeUser'>;

/**
 * Ends this tab's sign-in when the browser's has ended (the hint is gone: a sign-out in another
 * tab) or belongs to another account (someone else signed in in another tab). The tab then
 * holds no user: the app leaves the signed-in pages and drops their data.
 */
export async function followBrowserSignIn(
  manager: Manager,
  storage: Storage = window.localStorage,
): Promise<void> {
  const user = await manager.getUser();
  if (user && storage.getItem(SIGNED_IN_HINT_KEY) !== accountMark(user.profile.sub)) {
    await manager.removeUser();
  }
}

/**
 * Follows the browser's sign-in whenever another tab changes the storage (the hint, or anything
 * else: the check is cheap), and when this tab is shown again, also from the back-forward cache:
 * a hidden or frozen tab may have missed the change.
 */
export function watchBrowserSignIn(
  manager: Manager,
  target: Window = window,
  storage: Storage = target.localStorage,
): void {
  const follow = () => void followBrowserSignIn(manager, storage);
  target.addEventListener('storage', follow);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'visible') follow();
  });
}
