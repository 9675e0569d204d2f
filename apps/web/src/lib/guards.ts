import { redirect } from '@tanstack/react-router';
import type { Role } from '@cogniplay/contract';
import type { RouterContext } from '@/lib/router-context';
import { rolesOf } from './auth';

/** A `beforeLoad` guard, like the server's: users holding none of `roles` are sent to /unauthorized. */
export function requireRole(...roles: Role[]) {
  return ({ context }: { context: RouterContext }) => {
    const held = rolesOf(context.auth.user);
    if (!roles.some((role) => held.includes(role))) {
      throw redirect({ to: '/unauthorized' });
    }
  };
}
