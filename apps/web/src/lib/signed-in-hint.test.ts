import type { User, UserManager } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import {
  accountMark,
  forgetSignedIn,
  rememberSignedIn,
  SIGNED_IN_HINT_KEY,
} from './signed-in-hint';

describe('accountMark', () => {
  it('tells accounts apart without holding the subject', () => {
    const subject = '0f9c2a4e-4b1d-4f7a-9c55-3e2d1b0a9f88';
    expect(accountMark(subject)).toBe(accountMark(subject));
    expect(accountMark(subject)).not.toBe(accountMark('7d1e0c3b-5a2f-4e6d-8b9a-1c0f2e3d4a5b'));
    expect(accountMark(subject)).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('the signed-in hint', () => {
  it('holds the mark of the account loaded last, until it is forgotten', () => {
    const storage = window.sessionStorage;
    storage.clear();
    let loaded: (user: User) => void = () => {};
    const events = { addUserLoaded: (listener: typeof loaded) => (loaded = listener) };
    rememberSignedIn({ events } as unknown as Pick<UserManager, 'events'>, storage);

    loaded({ profile: { sub: 'first' } } as User);
    expect(storage.getItem(SIGNED_IN_HINT_KEY)).toBe(accountMark('first'));
    loaded({ profile: { sub: 'second' } } as User);
    expect(storage.getItem(SIGNED_IN_HINT_KEY)).toBe(accountMark('second'));
    forgetSignedIn(storage);
    expect(storage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });
});
