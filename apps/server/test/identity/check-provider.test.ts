// The start-up check of Keycloak: each wrong setting is named in one line; a provider that does
// not answer only warns (the server starts); a right one passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { checkSignInProvider } from '../../src/identity/check-provider.ts';
import { keycloakEnv, startKeycloakStandIn, type KeycloakStandIn } from './keycloak-stand-in.ts';

let keycloak: KeycloakStandIn;
beforeAll(async () => {
  keycloak = await startKeycloakStandIn();
});
afterAll(() => keycloak.close());

const check = (env: Record<string, string> = {}) =>
  checkSignInProvider(loadConfig({ ...keycloakEnv(keycloak), ...env }).oidc);

async function wrongSetting(env: Record<string, string>) {
  const result = await check(env);
  return 'wrongSetting' in result ? result.wrongSetting : `not refused: ${JSON.stringify(result)}`;
}

describe('checkSignInProvider', () => {
  it('passes a provider that is as configured, and the embedded one', async () => {
    expect(await check()).toEqual({ ok: true });
    expect(await checkSignInProvider(loadConfig({}).oidc)).toEqual({ ok: true });
  });

  it('names OIDC_ISSUER for another realm and for an issuer the provider does not name', async () => {
    const otherRealm = keycloak.issuer.replace(/research$/, 'elsewhere');
    expect(await wrongSetting({ OIDC_ISSUER: otherRealm })).toMatch(/^OIDC_ISSUER .* answered 404/);
    const renamed = keycloak.issuer.replace('127.0.0.1', 'localhost');
    expect(await wrongSetting({ OIDC_ISSUER: renamed })).toMatch(
      /^OIDC_ISSUER .* differs from the issuer/,
    );
  });

  it('names the admin client for a wrong secret, and OIDC_CLIENT_ID for an unknown client', async () => {
    expect(await wrongSetting({ KEYCLOAK_ADMIN_CLIENT_SECRET: 'wrong' })).toMatch(
      /^KEYCLOAK_ADMIN_CLIENT_ID \/ KEYCLOAK_ADMIN_CLIENT_SECRET .*401/,
    );
    expect(await wrongSetting({ OIDC_CLIENT_ID: 'no-such-client' })).toMatch(
      /^OIDC_CLIENT_ID \(no-such-client\): the realm has no client/,
    );
  });

  it('only warns when the provider cannot be reached or fails', async () => {
    const unreachable = await check({ OIDC_ISSUER: 'http://127.0.0.1:9/realms/research' });
    expect(unreachable).toMatchObject({ ok: false, warning: expect.stringMatching(/OIDC_ISSUER/) });
    keycloak.failNext('GET', /\/clients$/, 503);
    expect(await check()).toMatchObject({ ok: false, warning: expect.stringMatching(/503/) });
  });
});
