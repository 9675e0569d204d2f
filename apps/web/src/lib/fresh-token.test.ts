import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import { getFreshAccessToken } from './fresh-token';

function fakeUser(accessToken: string, expiresIn: number | undefined) {
  return { access_token: accessToken, expires_in: expiresIn } as User;
}

function fakeManager(user: User | null) {
  return {
    getUser: vi.fn(async () => user),
    signinSilent: vi.fn(async () => fakeUser('renewed', 300)),
    signoutRedirect: vi.fn(async () => {}),
  };
}

describe('getFreshAccessToken', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('gives none without a user', async () => {
    const manager = fakeManager(null);
    await expect(getFreshAccessToken(manager)).resolves.toBeNull();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('returns the current token when at least 60 s are left', async () => {
    const manager = fakeManager(fakeUser('current', 60));
    await expect(getFreshAccessToken(manager)).resolves.toBe('current');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it.each([59, 0, -10])('renews silently when %i s are left', async (left) => {
    const manager = fakeManager(fakeUser('old', left));
    await expect(getFreshAccessToken(manager)).resolves.toBe('renewed');
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
  });

  it('warns, signs out to the origin and gives none when renewal fails', async () => {
    const manager = fakeManager(fakeUser('old', 5));
    manager.signinSilent.mockRejectedValueOnce(new Error('invalid_grant'));
    await expect(getFreshAccessToken(manager)).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({
      post_logout_redirect_uri: window.location.origin,
    });
  });

  it('treats a renewal without a user as a failure', async () => {
    const manager = fakeManager(fakeUser('old', 5));
    manager.signinSilent.mockResolvedValueOnce(null as unknown as User);
    await expect(getFreshAccessToken(manager)).resolves.toBeNull();
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
  });
});
