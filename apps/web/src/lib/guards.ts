import { redirect } from '@tanstack/react-router';
import type { Role } from '@cogniplay/contract';
import type { RouterContext } from '@/router';
import { rolesOf } from './auth';

/** A `beforeLoad` guard: users without `role` are sent to /unauthorized. */
export function requireRole(role: Role) {
  return ({ context }: { context: RouterContext }) => {
    if (!rolesOf(context.auth.user).includes(role)) {
      throw redirect({ to: '/unauthorized' });
    }
  };
}
