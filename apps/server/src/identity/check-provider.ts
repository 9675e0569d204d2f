// Start-up check of an external sign-in provider (Keycloak), so that a wrong setting stops the
// server at once with one line naming the variable, rather than failing every sign-in or
// invitation later: the issuer's discovery document names the same issuer, the service-account
// client can sign in, and the realm has the app's client. A provider that cannot be reached or
// fails (down, slow, 5xx) is no wrong setting: the server starts (play links need no provider)
// with a warning, and what needs the provider answers 503 until it is back.
import type { Config } from '../config.ts';
import { createKeycloakAdmin, KeycloakUnavailableError } from './keycloak-admin.ts';

const TIMEOUT_MS = 5_000;

export type ProviderCheck =
  | { ok: true }
  /** A setting is wrong: stop. */
  | { ok: false; wrongSetting: string }
  /** The provider did not answer as it should: start anyway, saying so. */
  | { ok: false; warning: string };

/** Whether the external provider is as configured (always so for the embedded one). */
export async function checkSignInProvider(oidc: Config['oidc']): Promise<ProviderCheck> {
  if (oidc.embedded || !oidc.admin) return { ok: true };
  const unreachable = (cause: string): ProviderCheck => ({
    ok: false,
    warning: `The sign-in provider at OIDC_ISSUER (${oidc.issuer}) does not answer as it should (${cause}); starting anyway: sign-ins and invitations wait for it.`,
  });
  const discoveryUrl = `${oidc.issuer}/.well-known/openid-configuration`;
  let discovered: unknown;
  try {
    const response = await fetch(discoveryUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status >= 500) return unreachable(`discovery answered ${response.status}`);
    if (!response.ok) {
      return {
        ok: false,
        wrongSetting: `OIDC_ISSUER (${oidc.issuer}) is not an OpenID issuer: ${discoveryUrl} answered ${response.status}.`,
      };
    }
    discovered = ((await response.json()) as { issuer?: unknown }).issuer;
  } catch (error) {
    return unreachable((error as Error).message);
  }
  if (discovered !== oidc.issuer) {
    return {
      ok: false,
      wrongSetting: `OIDC_ISSUER (${oidc.issuer}) differs from the issuer its discovery document names (${String(discovered)}).`,
    };
  }

  const admin = createKeycloakAdmin({ issuer: oidc.issuer, ...oidc.admin });
  try {
    if (!(await admin.checkClient(admin.deadline(TIMEOUT_MS), oidc.clientId))) {
      return {
        ok: false,
        wrongSetting: `OIDC_CLIENT_ID (${oidc.clientId}): the realm has no client of that id.`,
      };
    }
  } catch (error) {
    if (!(error instanceof KeycloakUnavailableError)) throw error;
    if (!error.refusedCredentials) return unreachable(error.message);
    return {
      ok: false,
      wrongSetting: `KEYCLOAK_ADMIN_CLIENT_ID / KEYCLOAK_ADMIN_CLIENT_SECRET (${oidc.admin.clientId}): ${error.message}.`,
    };
  }
  return { ok: true };
}
