import type { Role } from '@cogniplay/contract';
import type { IdTokenClaims } from 'oidc-client-ts';

// Checked against the contract's Role type at compile time; a plain object keeps zod (which
// the contract's roleSchema would bring) out of the first page load.
const KNOWN_ROLES = { admin: true, researcher: true } satisfies Record<Role, true>;

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(KNOWN_ROLES, value);
}

type ResourceAccess = Record<string, { roles?: unknown } | undefined>;

/**
 * Platform roles from the ID token: `resource_access[clientId].roles`, empty when
 * absent. Unknown role names are dropped.
 */
export function rolesFromClaims(claims: IdTokenClaims | undefined, clientId: string): Role[] {
  const access = claims?.resource_access as ResourceAccess | undefined;
  const roles = access?.[clientId]?.roles;
  return Array.isArray(roles) ? roles.filter(isRole) : [];
}
