import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useRouteContext } from '@tanstack/react-router';
import { useAuth } from 'react-oidc-context';
import { MainLandmark } from '@/components/main-landmark';
import { PendingScreen } from '@/components/pending-screen';
import { SkipLink } from '@/components/skip-link';
import { Toaster } from '@/components/toaster';
import { SidebarProvider } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useDismissToastsOnLeave } from '@/hooks/use-dismiss-toasts-on-leave';
import { rolesOf } from '@/lib/auth';
import { userContextQueryOptions } from '@/lib/current-user/get-context';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import type { NavRole } from './nav-config';
import { readSidebarOpen } from './sidebar-cookie';

/** The shell of every signed-in page: sidebar, header, the page and its toasts. */
export function AuthenticatedLayout() {
  const auth = useAuth();
  const { queryClient } = useRouteContext({ from: '/_authenticated' });
  useDismissToastsOnLeave();

  // The moment the user goes (a sign-out here or in another tab), nothing of theirs stays on
  // screen while the guard sends the tab to the landing page. A silent renewal (loading, the
  // user still there) keeps the page: unmounting it lost what it showed, an accepted invitation.
  if (!auth.user || auth.user.expired === true) return <PendingScreen />;
  // Loaded by the route's loader before this renders; read, never fetched, here.
  const { mailDelivery, schools = [] } =
    queryClient.getQueryData(userContextQueryOptions().queryKey) ?? {};
  const roles: NavRole[] = [
    ...rolesOf(auth.user),
    ...(schools.length > 0 ? ['schoolStaff' as const] : []),
  ];

  return (
    <QueryClientProvider client={queryClient}>
      <SidebarProvider defaultOpen={readSidebarOpen(document.cookie)}>
        <SkipLink />
        <AppSidebar roles={roles} mailDelivery={mailDelivery} />
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader />
          {/* SidebarProvider sets tooltips to open at once; pages keep the 700 ms default. */}
          <TooltipProvider>
            <MainLandmark className="min-w-0 flex-1 px-4 pt-2 pb-8 md:px-8">
              <Outlet />
            </MainLandmark>
          </TooltipProvider>
        </div>
        <Toaster />
      </SidebarProvider>
    </QueryClientProvider>
  );
}
