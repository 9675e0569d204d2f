import { createFileRoute, redirect } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { rolesOf } from '@/lib/auth';
import { homeRedirect } from '@/lib/home-redirect';

export const Route = createFileRoute('/_authenticated/')({
  staticData: { pageTitle: 'home' },
  beforeLoad: ({ context }) => {
    const target = homeRedirect(rolesOf(context.auth.user));
    if (target) throw redirect({ to: target, replace: true });
  },
  component: HomePage,
});
