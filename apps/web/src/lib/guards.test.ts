import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '@/lib/router-context';
import { requireRole } from './guards';

function contextWith(roles: string[]): { context: RouterContext } {
  const user = { profile: { resource_access: { 'cogniplay-web': { roles } } } };
  return { context: { auth: { user } } as unknown as RouterContext };
}

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('requireRole', () => {
  it('lets a user with the role pass', () => {
    expect(() => requireRole('admin')(contextWith(['admin']))).not.toThrow();
    expect(() => requireRole('researcher')(contextWith(['admin', 'researcher']))).not.toThrow();
  });

  it('lets a user with any of the roles pass', () => {
    expect(() => requireRole('admin', 'researcher')(contextWith(['researcher']))).not.toThrow();
  });

  it('redirects a user without the role to /unauthorized', () => {
    const error = thrown(() => requireRole('admin')(contextWith(['researcher'])));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string } }).options.to).toBe('/unauthorized');
  });

  it('redirects a user without any role to /unauthorized', () => {
    const error = thrown(() => requireRole('admin', 'researcher')(contextWith([])));
    expect(isRedirect(error)).toBe(true);
  });
});
