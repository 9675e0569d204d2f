import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthenticatedLayout } from '@/components/layout/authenticated-layout';
import { userContextQueryOptions } from '@/lib/current-user/get-context';
import { profileQueryOptions } from '@/lib/current-user/get-profile';
import { authStatus } from '@/lib/auth-status';
import { loginRedirectParam } from '@/lib/redirect';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    if (authStatus(context.auth) !== 'authenticated') {
      // With its query: an invitation link's token, a list's filters survive the sign-in.
      throw redirect({
        to: '/login',
        search: { redirect: loginRedirectParam(location.pathname, location.searchStr) },
      });
    }
    return { queryClient: await context.loadQueryClient() };
  },
  // Profile and context are loaded before any signed-in page shows.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(profileQueryOptions()),
      queryClient.ensureQueryData(userContextQueryOptions()),
    ]),
  component: AuthenticatedLayout,
});
