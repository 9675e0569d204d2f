import { useEffect, useRef } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { useAuth } from 'react-oidc-context';
import { PendingScreen } from '@/components/pending-screen';
import { authStatus } from '@/lib/auth-status';
import { clearQueryData } from '@/lib/load-query-client';
import type { createAppRouter } from '@/router';

/**
 * Hands the auth state to the router. Until the stored session is loaded (or the sign-in
 * callback processed) only a spinner shows, so guards never run on an unknown state.
 */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const auth = useAuth();
  const status = authStatus(auth);
  const initialised = useRef(false);

  // Re-run guards and loaders when the session ends or fails while the app is open (here or
  // in another tab); once the signed-in pages are left, their cached data goes too.
  useEffect(() => {
    if (status === 'loading') return;
    if (initialised.current) {
      void router
        .invalidate()
        .then(() => (status === 'authenticated' ? undefined : clearQueryData()));
    }
    initialised.current = true;
  }, [status, router]);

  if (status === 'loading' && !auth.activeNavigator) return <PendingScreen />;
  return <RouterProvider router={router} context={{ auth }} />;
}
