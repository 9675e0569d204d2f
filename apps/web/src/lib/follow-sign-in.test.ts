import type { User } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followBrowserSignIn, watchBrowserSignIn } from './follow-sign-in';
import { accountMark, SIGNED_IN_HINT_KEY } from './signed-in-hint';

const storage = window.sessionStorage;

/** A tab holding `subject`'s user (none for null). */
function tabOf(subject: string | null) {
  const user = subject === null ? null : ({ profile: { sub: subject } } as User);
  return { getUser: vi.fn(async () => user), removeUser: vi.fn(async () => {}) };
}

beforeEach(() => storage.clear());

describe('followBrowserSignIn', () => {
  it('keeps the sign-in while the browser is signed in to the same account', async () => {
    storage.setItem(SIGNED_IN_HINT_KEY, accountMark('ada'));
    const tab = tabOf('ada');
    await followBrowserSignIn(tab, storage);
    expect(tab.removeUser).not.toHaveBeenCalled();
  });

  it('ends it when another tab has signed out', async () => {
    const tab = tabOf('ada');
    await followBrowserSignIn(tab, storage);
    expect(tab.removeUser).toHaveBeenCalledOnce();
  });

  it('ends it when another account has signed in in another tab', async () => {
    storage.setItem(SIGNED_IN_HINT_KEY, accountMark('bob'));
    const tab = tabOf('ada');
    await followBrowserSignIn(tab, storage);
    expect(tab.removeUser).toHaveBeenCalledOnce();
  });

  it('leaves a signed-out tab alone', async () => {
    const tab = tabOf(null);
    await followBrowserSignIn(tab, storage);
    expect(tab.removeUser).not.toHaveBeenCalled();
  });
});

describe('watchBrowserSignIn', () => {
  /** A tab of `ada` watching, after the browser's sign-in has ended elsewhere. */
  function watchingTab() {
    const tab = tabOf('ada');
    const target = new EventTarget() as EventTarget & { document: EventTarget };
    target.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    watchBrowserSignIn(tab, target as unknown as Window, storage);
    return { tab, target };
  }

  it('follows a change in the storage of another tab', async () => {
    const { tab, target } = watchingTab();
    target.dispatchEvent(new Event('storage'));
    await vi.waitFor(() => expect(tab.removeUser).toHaveBeenCalledOnce());
  });

  it('checks again when the tab is shown again', async () => {
    const { tab, target } = watchingTab();
    target.document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(tab.removeUser).toHaveBeenCalledOnce());
  });
});
