// Verification of the bearer access tokens of the OpenID provider (embedded or Keycloak):
// signature, `iss`, `exp` and `sub` present, `azp` the client, `typ` Bearer, RS256/ES256 only.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { roleSchema, type Role } from '@cogniplay/contract';
import type { Config } from '../config.ts';

/** The token is not one this API accepts (bad signature, issuer, client, type, expiry, ...). */
export class InvalidTokenError extends Error {}

/**
 * The external issuer's key set could not be fetched (no answer in time, a status other than
 * 200, not a key set): the token may be good, so the caller answers 503, never 401.
 */
export class KeySetUnavailableError extends Error {}

/**
 * How long a fetch of the external issuer's key set may take (jose's default is 5 s): a request
 * that needs it then answers 503 well within the 5 s a request may wait for the sign-in service.
 */
export const KEY_SET_TIMEOUT_MS = 3_000;

export interface AccessTokenClaims {
  subject: string;
  email: string | undefined;
  /** False only when the provider says the address is unverified. */
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  roles: Role[];
  /** When the token expires (`exp`), in epoch milliseconds. */
  expiresAt: number;
}

export interface TokenVerifierOptions {
  keySet: JWTVerifyGetKey;
  issuer: string;
  clientId: string;
}

/**
 * Whether jose failed fetching the remote key set rather than finding a key for the token: its
 * timeout, a bad status or body (the generic JOSEError, which only the remote set throws), a body
 * that is no key set, or no connection at all (not a JOSEError).
 */
function keySetFetchFailed(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === errors.JOSEError.code
  );
}

/**
 * The issuer's public keys: the embedded provider's stored keys, or the external issuer's JWKS
 * endpoint (fetched once and cached by jose; create one per process). A failed fetch of the
 * latter throws KeySetUnavailableError.
 */
export function issuerKeySet(
  config: Config,
  keys: { publicJwks: JSONWebKeySet } | undefined,
): JWTVerifyGetKey {
  if (keys) return createLocalJWKSet(keys.publicJwks);
  const url = new URL(`${config.oidc.issuer}/protocol/openid-connect/certs`);
  const remote = createRemoteJWKSet(url, { timeoutDuration: KEY_SET_TIMEOUT_MS });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (!keySetFetchFailed(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new KeySetUnavailableError(`key set of ${url.href} unavailable: ${reason}`, {
        cause: error,
      });
    }
  };
}

// Headers that point at keys chosen by the token's author; a verifier must never follow them.
const FORBIDDEN_HEADERS = ['jku', 'jwk', 'x5u', 'x5c'] as const;

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Roles of this client (`resource_access[clientId].roles`), limited to the platform's roles. */
function rolesOf(resourceAccess: unknown, clientId: string): Role[] {
  if (typeof resourceAccess !== 'object' || resourceAccess === null) return [];
  const entry = (resourceAccess as Record<string, { roles?: unknown } | undefined>)[clientId];
  const roles = Array.isArray(entry?.roles) ? entry.roles : [];
  return roles.filter((role): role is Role => roleSchema.safeParse(role).success);
}

/**
 * Verifies an access token and returns its claims. Throws InvalidTokenError for every token
 * that must be refused; other errors (KeySetUnavailableError: the issuer's key set cannot be
 * fetched) pass through.
 */
export async function verifyAccessToken(
  token: string,
  { keySet, issuer, clientId }: TokenVerifierOptions,
): Promise<AccessTokenClaims> {
  let header;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new InvalidTokenError('not a JWT');
  }
  if (FORBIDDEN_HEADERS.some((name) => name in header)) {
    throw new InvalidTokenError('token names its own key');
  }

  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySet, {
      issuer,
      algorithms: ['RS256', 'ES256'],
      // jose accepts a token without `exp` unless it is required.
      requiredClaims: ['exp', 'sub'],
      clockTolerance: 5,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) {
      throw new InvalidTokenError(error.code);
    }
    throw error;
  }

  // A public client's access token names the client in `azp`; its ID token has `typ: 'ID'`.
  if (payload.azp !== clientId) throw new InvalidTokenError('token was issued to another client');
  if (payload.typ !== 'Bearer') throw new InvalidTokenError('not an access token');
  const subject = stringClaim(payload.sub);
  if (!subject) throw new InvalidTokenError('token has no subject');

  return {
    subject,
    email: stringClaim(payload.email)?.trim() || undefined,
    emailVerified: payload.email_verified !== false,
    givenName: stringClaim(payload.given_name) ?? '',
    familyName: stringClaim(payload.family_name) ?? '',
    roles: rolesOf(payload.resource_access, clientId),
    // `exp` is a required claim and jose has checked that it is a number.
    expiresAt: (payload.exp as number) * 1000,
  };
}
