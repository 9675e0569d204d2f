import type { Role } from '@cogniplay/contract';

/**
 * Where / sends a user: researchers to /r, admins to /admin. The admin rule is
 * applied last, so a user holding both roles ends at /admin. Undefined: no known role.
 */
export function homeRedirect(roles: readonly Role[]): '/r' | '/admin' | undefined {
  let target: '/r' | '/admin' | undefined;
  if (roles.includes('researcher')) target = '/r';
  if (roles.includes('admin')) target = '/admin';
  return target;
}
