// The start-up check of Keycloak: each wrong setting is named in one line; a right one passes.
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

describe('checkSignInProvider', () => {
  it('passes a provider that is as configured, and the embedded one', async () => {
    expect(await check()).toBeUndefined();
    expect(await checkSignInProvider(loadConfig({}).oidc)).toBeUndefined();
  });

  it('names OIDC_ISSUER for another realm, a wrong issuer and an unreachable one', async () => {
    const otherRealm = keycloak.issuer.replace(/research$/, 'elsewhere');
    expect(await check({ OIDC_ISSUER: otherRealm })).toMatch(/^OIDC_ISSUER .* answered 404/);
    const unreachable = 'http://127.0.0.1:9/realms/research';
    expect(await check({ OIDC_ISSUER: unreachable })).toMatch(/^Cannot reach .* OIDC_ISSUER/);
    const trailing = await check({
      OIDC_ISSUER: keycloak.issuer.replace('127.0.0.1', 'localhost'),
    });
    expect(trailing).toMatch(/^OIDC_ISSUER .* differs from the issuer/);
  });

  it('names the admin client for a wrong secret, and OIDC_CLIENT_ID for an unknown client', async () => {
    expect(await check({ KEYCLOAK_ADMIN_CLIENT_SECRET: 'wrong' })).toMatch(
      /^KEYCLOAK_ADMIN_CLIENT_ID \/ KEYCLOAK_ADMIN_CLIENT_SECRET .*401/,
    );
    expect(await check({ OIDC_CLIENT_ID: 'no-such-client' })).toMatch(
      /^OIDC_CLIENT_ID \(no-such-client\): the realm has no client/,
    );
  });
});
