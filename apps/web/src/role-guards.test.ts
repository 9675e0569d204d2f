// The role guards of the real route tree: a signed-in user without a platform role (a school
// staff member, say) is sent to /unauthorized, not shown an error from a refused API call.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { SchoolMembership } from '@cogniplay/contract';
import type { AuthContextProps } from 'react-oidc-context';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { instancesQueryOptions } from '@/features/games/shared/api/get-instances';
import { userContextQueryOptions } from '@/lib/current-user/get-context';
import { profileQueryOptions } from '@/lib/current-user/get-profile';
import { routeTree } from '@/routeTree.gen';

/**
 * Where the app ends up when a user holding `roles`, on the staff of `schools`, opens `path`.
 */
async function landingPath(
  path: string,
  roles: string[],
  schools: SchoolMembership[] = [],
): Promise<string> {
  const queryClient = new QueryClient();
  // The signed-in layout's own data, so no loader reaches the network.
  queryClient.setQueryData(profileQueryOptions().queryKey, {} as never);
  queryClient.setQueryData(userContextQueryOptions().queryKey, { schools } as never);
  queryClient.setQueryData(instancesQueryOptions('hand-gesture').queryKey, { instances: [] });
  const user = {
    expired: false,
    profile: { resource_access: { [env.oidcClientId]: { roles } } },
  };
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {
      auth: { isLoading: false, user } as unknown as AuthContextProps,
      loadQueryClient: async () => queryClient,
    },
  });
  await router.load();
  return router.state.location.pathname;
}

describe('role guards', () => {
  it.each([
    '/games/rule-finding',
    '/games/rule-finding/items',
    '/games/hand-gesture/items',
    '/participants',
    '/statistics',
    '/assessments',
    '/assessments/new',
    '/sessions/print',
    // Nor on a school's staff: the staff area.
    '/s',
    '/s/1',
  ])('send a signed-in user without a role from %s to /unauthorized', async (path) => {
    expect(await landingPath(path, [])).toBe('/unauthorized');
  });

  it('let a researcher into a game, but not to its admin pages', async () => {
    expect(await landingPath('/games/hand-gesture/items', ['researcher'])).toBe(
      '/games/hand-gesture/items',
    );
    expect(await landingPath('/games/hand-gesture/new', ['researcher'])).toBe('/unauthorized');
  });

  it('let researchers and admins open the printable sheet of play links', async () => {
    expect(await landingPath('/sessions/print', ['researcher'])).toBe('/sessions/print');
    expect(await landingPath('/sessions/print', ['admin'])).toBe('/sessions/print');
  });

  it("let a school's administrators import a class list, and send its teachers away", async () => {
    const staff = { schoolId: 1, schoolName: 'Lindenschule', isTeacher: true };
    expect(await landingPath('/s/1/import', [], [{ ...staff, isAdmin: true }])).toBe('/s/1/import');
    expect(await landingPath('/s/1/import', [], [{ ...staff, isAdmin: false }])).toBe(
      '/unauthorized',
    );
  });
});
