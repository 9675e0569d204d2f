// Start-up check of an external sign-in provider (Keycloak), so that a wrong setting stops the
// server at once with one line naming the variable, rather than failing every sign-in or
// invitation later: the issuer's discovery document names the same issuer, the service-account
// client can sign in, and the realm has the app's client.
import type { Config } from '../config.ts';
import { createKeycloakAdmin, KeycloakUnavailableError } from './keycloak-admin.ts';

const TIMEOUT_MS = 5_000;

/** A message naming the bad setting, or undefined when the provider is as configured. */
export async function checkSignInProvider(oidc: Config['oidc']): Promise<string | undefined> {
  if (oidc.embedded || !oidc.admin) return undefined;
  const discoveryUrl = `${oidc.issuer}/.well-known/openid-configuration`;
  let discovered: unknown;
  try {
    const response = await fetch(discoveryUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) {
      return `OIDC_ISSUER (${oidc.issuer}) is not an OpenID issuer: ${discoveryUrl} answered ${response.status}.`;
    }
    discovered = ((await response.json()) as { issuer?: unknown }).issuer;
  } catch (error) {
    return `Cannot reach the sign-in provider at OIDC_ISSUER (${oidc.issuer}): ${(error as Error).message}.`;
  }
  if (discovered !== oidc.issuer) {
    return `OIDC_ISSUER (${oidc.issuer}) differs from the issuer its discovery document names (${String(discovered)}).`;
  }

  const admin = createKeycloakAdmin({ issuer: oidc.issuer, ...oidc.admin });
  try {
    if (!(await admin.checkClient(admin.deadline(TIMEOUT_MS), oidc.clientId))) {
      return `OIDC_CLIENT_ID (${oidc.clientId}): the realm has no client of that id.`;
    }
  } catch (error) {
    if (!(error instanceof KeycloakUnavailableError)) throw error;
    return `KEYCLOAK_ADMIN_CLIENT_ID / KEYCLOAK_ADMIN_CLIENT_SECRET (${oidc.admin.clientId}): ${error.message}.`;
  }
  return undefined;
}
