import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { accountMark, SIGNED_IN_HINT_KEY } from './signed-in-hint';
import { isAnonymousAnswer, signInSilentlyAtStart } from './silent-start';

/** A tab whose stored user (if any) is Ada's. */
function managerWith(stored: { expired: boolean } | null, silent: () => Promise<unknown>) {
  const user = stored && { ...stored, profile: { sub: 'ada' } };
  return {
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => {}),
    signinSilent: vi.fn(silent),
  } as unknown as Parameters<typeof signInSilentlyAtStart>[0] & {
    removeUser: ReturnType<typeof vi.fn>;
    signinSilent: ReturnType<typeof vi.fn>;
  };
}

/** A storage where Ada signed in before (the hint is set). */
function signedInBefore(): Storage {
  const storage = window.sessionStorage;
  storage.clear();
  storage.setItem(SIGNED_IN_HINT_KEY, accountMark('ada'));
  return storage;
}

const plainAddress = new URL('http://localhost/admin/schools') as unknown as Location;
const providerAnswer = (error: string) =>
  new ErrorResponse({ error, state: 'abc' } as ConstructorParameters<typeof ErrorResponse>[0]);

describe('signInSilentlyAtStart', () => {
  it('asks the provider silently when no user is stored', async () => {
    const manager = managerWith(null, async () => ({}));
    await signInSilentlyAtStart(manager, plainAddress, signedInBefore());
    expect(manager.signinSilent).toHaveBeenCalledOnce();
  });

  it('asks again when the stored user has expired', async () => {
    const manager = managerWith({ expired: true }, async () => ({}));
    await signInSilentlyAtStart(manager, plainAddress, signedInBefore());
    expect(manager.signinSilent).toHaveBeenCalledOnce();
  });

  it('leaves a valid stored user alone', async () => {
    const manager = managerWith({ expired: false }, async () => ({}));
    await signInSilentlyAtStart(manager, plainAddress, signedInBefore());
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(manager.removeUser).not.toHaveBeenCalled();
  });

  it('forgets a stored user when the browser signed out while the tab was away', async () => {
    const storage = signedInBefore();
    storage.removeItem(SIGNED_IN_HINT_KEY);
    const manager = managerWith({ expired: false }, async () => ({}));
    await signInSilentlyAtStart(manager, plainAddress, storage);
    expect(manager.removeUser).toHaveBeenCalledOnce();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('drops the tokens a duplicated tab copied, and asks the provider for its own', async () => {
    let stored: { expired: boolean; profile: { sub: string } } | null = {
      expired: false,
      profile: { sub: 'ada' },
    };
    const manager = {
      getUser: vi.fn(async () => stored),
      removeUser: vi.fn(async () => {
        stored = null;
      }),
      signinSilent: vi.fn(async () => ({})),
    };
    const isCopiedTab = async () => true;
    await signInSilentlyAtStart(
      manager as unknown as Parameters<typeof signInSilentlyAtStart>[0],
      plainAddress,
      signedInBefore(),
      isCopiedTab,
    );
    expect(manager.removeUser).toHaveBeenCalledOnce();
    expect(manager.signinSilent).toHaveBeenCalledOnce();
  });

  it('loads no tab id for a first visit, where nobody is signed in', async () => {
    const storage = signedInBefore();
    storage.removeItem(SIGNED_IN_HINT_KEY);
    const isCopiedTab = vi.fn(async () => false);
    await signInSilentlyAtStart(
      managerWith(null, async () => ({})),
      plainAddress,
      storage,
      isCopiedTab,
    );
    expect(isCopiedTab).not.toHaveBeenCalled();
  });

  it('leaves the redirect back from an interactive sign-in to the callback', async () => {
    const manager = managerWith(null, async () => ({}));
    const callback = new URL('http://localhost/?code=c&state=s') as unknown as Location;
    await signInSilentlyAtStart(manager, callback, signedInBefore());
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it.each([
    'login_required',
    'consent_required',
    'interaction_required',
    'account_selection_required',
  ])('starts signed out, quietly, when the provider answers %s', async (code) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const manager = managerWith(null, () => Promise.reject(providerAnswer(code)));
    await expect(
      signInSilentlyAtStart(manager, plainAddress, signedInBefore()),
    ).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('starts signed out on any other failure, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const manager = managerWith(null, () => Promise.reject(new Error('Frame window timed out')));
    await expect(
      signInSilentlyAtStart(manager, plainAddress, signedInBefore()),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the signed-in hint', () => {
  it('skips the provider when nobody signed in in this browser', async () => {
    const manager = managerWith(null, async () => ({}));
    const storage = signedInBefore();
    storage.removeItem(SIGNED_IN_HINT_KEY);
    await signInSilentlyAtStart(manager, plainAddress, storage);
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('is dropped when the provider has no session any more', async () => {
    const storage = signedInBefore();
    const manager = managerWith(null, () => Promise.reject(providerAnswer('login_required')));
    await signInSilentlyAtStart(manager, plainAddress, storage);
    expect(storage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });
});

describe('isAnonymousAnswer', () => {
  it('accepts only the no-session codes', () => {
    expect(isAnonymousAnswer(providerAnswer('login_required'))).toBe(true);
    expect(isAnonymousAnswer(providerAnswer('invalid_request'))).toBe(false);
    expect(isAnonymousAnswer(new Error('login_required'))).toBe(false);
    expect(isAnonymousAnswer(undefined)).toBe(false);
  });
});
