import { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { oidcSettings, userManager } from './auth';
import { SIGNED_IN_HINT_KEY } from './signed-in-hint';

describe('oidc settings', () => {
  it('uses the code flow back to the site origin with the fixed sign-in constants', () => {
    expect(oidcSettings).toMatchObject({
      client_id: 'cogniplay-web',
      authority: `${window.location.origin}/realms/cogniplay`,
      redirect_uri: window.location.origin,
      post_logout_redirect_uri: window.location.origin,
      response_type: 'code',
      scope: 'openid profile email',
      automaticSilentRenew: true,
      silentRequestTimeoutInSeconds: 20,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      staleStateAgeInSeconds: 900,
      monitorSession: false,
    });
  });
});

describe('userManager', () => {
  it('runs concurrent silent sign-ins as one request', async () => {
    let finish!: () => void;
    const silent = vi
      .spyOn(UserManager.prototype, 'signinSilent')
      .mockImplementation(() => new Promise((resolve) => (finish = () => resolve(null))));
    const first = userManager.signinSilent();
    const second = userManager.signinSilent();
    finish();
    await Promise.all([first, second]);
    expect(silent).toHaveBeenCalledTimes(1);

    const third = userManager.signinSilent();
    finish();
    await third;
    expect(silent).toHaveBeenCalledTimes(2);
  });

  it('signs out every tab: the signed-in hint goes before the provider is asked', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'a1b2c3d4');
    let hintAtRedirect: string | null = 'not asked';
    vi.spyOn(UserManager.prototype, 'signoutRedirect').mockImplementation(async () => {
      hintAtRedirect = window.localStorage.getItem(SIGNED_IN_HINT_KEY);
    });
    await userManager.signoutRedirect();
    expect(hintAtRedirect).toBeNull();
  });
});
