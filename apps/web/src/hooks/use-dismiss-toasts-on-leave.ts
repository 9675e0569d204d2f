import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { dismissToasts } from './use-toast';

/**
 * A toast belongs to the page it was shown on: going to another page dismisses it (another
 * path; a changed search, a filter or a page of a list, is the same page). A form that opens
 * the next page after a success shows no toast when that page shows the result, and toasts
 * after the navigation when it does not (a deleted participant is simply missing from the list).
 */
export function useDismissToastsOnLeave() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
        if (pathChanged) dismissToasts();
      }),
    [router],
  );
}
