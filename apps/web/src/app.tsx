import { useEffect, useRef } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { useAuth } from 'react-oidc-context';
import { PendingScreen } from '@/components/pending-screen';
import { authStatus } from '@/lib/auth-status';
import type { createAppRouter } from '@/router';

/**
 * Hands the auth state to the router. Until the stored session is loaded (or the sign-in
 * callback processed) only a spinner shows, so guards never run on an unknown state.
 */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const auth = useAuth();
  const status = authStatus(auth);
  const initialised = useRef(false);

  // Re-run guards and loaders when the session ends or fails while the app is open.
  useEffect(() => {
    if (status === 'loading') return;
    if (initialised.current) void router.invalidate();
    initialised.current = true;
  }, [status, router]);

  if (status === 'loading' && !auth.activeNavigator) return <PendingScreen />;
  return <RouterProvider router={router} context={{ auth }} />;
}
