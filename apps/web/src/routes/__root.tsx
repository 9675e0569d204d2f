import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentTitle } from '@/components/document-title';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    return (
      <>
        <DocumentTitle />
        <Outlet />
      </>
    );
  },
});
