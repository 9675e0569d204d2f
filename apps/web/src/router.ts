import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from '@/components/error-screen';
import { NotFoundPage } from '@/components/not-found-page';
import { PendingScreen } from '@/components/pending-screen';
import { loadQueryClient } from '@/lib/load-query-client';
import type { PageTitleKey } from '@/lib/page-title';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    // `auth` is provided by <RouterProvider context> once the auth state is known.
    context: { auth: undefined!, loadQueryClient },
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultGcTime: 5 * 60_000,
    // TanStack Query owns caching (its staleTime keeps preloaded data fresh for 30 s).
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PendingScreen,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  // Every page names its document title (common.json `pageTitle`); see DocumentTitle.
  interface StaticDataRouteOption {
    pageTitle?: PageTitleKey;
  }
}
