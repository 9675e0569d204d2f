// A browser's "Duplicate tab" copies the tab's sessionStorage, and with it the tokens
// oidc-client-ts keeps there, rotating refresh token included. oidc-provider answers a second
// use of a rotated refresh token by revoking the whole grant, so the two tabs' second renewal
// would sign both out. So each tab keeps a random id in sessionStorage and holds a Web Lock
// named by it while its page lives: a reloaded tab finds its id's lock free again (its old page
// let go of it), a duplicate finds it held by the tab it was copied from. The start-up loads
// this module only where someone is signed in (lib/silent-start.ts), outside /login's budget.
export const TAB_ID_KEY = 'cogniplay.tab';

/**
 * Claims this tab's id, and answers whether its sessionStorage is a copy of a tab that is still
 * open (a duplicated tab): then the tab gets a new id, and its copied tokens must go. Without Web
 * Locks (older browsers, jsdom), nothing is claimed and no tab counts as a copy.
 */
export async function claimTabId(
  storage: Storage = sessionStorage,
  locks: Pick<LockManager, 'request'> | undefined = 'locks' in navigator
    ? navigator.locks
    : undefined,
): Promise<boolean> {
  if (!locks) return false;
  // Takes the id's lock if it is free, until the page goes (the callback never settles).
  const hold = (id: string) =>
    new Promise<boolean>((resolve) => {
      locks
        .request(id, { ifAvailable: true }, (lock) => {
          resolve(!!lock);
          return lock && new Promise(() => {});
        })
        .catch(() => resolve(false));
    });
  const copied = storage.getItem(TAB_ID_KEY);
  if (copied && (await hold(copied))) return false;
  // Unique among the browser's tabs is all it takes: the id guards nothing.
  const id = TAB_ID_KEY + Math.random();
  storage.setItem(TAB_ID_KEY, id);
  await hold(id);
  return !!copied;
}
