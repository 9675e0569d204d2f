import { createFileRoute, redirect } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { rolesOf } from '@/lib/auth';
import { userContextQueryOptions } from '@/lib/current-user/get-context';
import { homeRedirect } from '@/lib/home-redirect';

export const Route = createFileRoute('/_authenticated/')({
  staticData: { pageTitle: 'home' },
  beforeLoad: ({ context }) => {
    const target = homeRedirect(rolesOf(context.auth.user));
    if (target) throw redirect({ to: target, replace: true });
  },
  // School staff hold no role in their token: their schools come with the user context.
  loader: async ({ context: { queryClient } }) => {
    const { schools } = await queryClient.ensureQueryData(userContextQueryOptions());
    if (schools.length > 0) throw redirect({ to: '/s', replace: true });
  },
  component: HomePage,
});
