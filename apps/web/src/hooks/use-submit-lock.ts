import { useCallback, useRef, useState } from 'react';

/**
 * One submit at a time, for every form and dialog that writes. `run(action, onError)` starts
 * `action` unless an earlier one is still running, and `pending` stays true until it settles.
 *
 * The lock is a ref, taken in the same task as the click: a second click (a double click) that
 * arrives before React has re-rendered the button disabled is ignored. `disabled={isPending}`
 * alone lets it through, because TanStack Query's state reaches the button only after a render.
 * The action should hold all the submit does, the navigation to the next page or the closing of
 * the dialog included, so that the button does not come alive again while the page changes.
 */
export function useSubmitLock() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (action: () => Promise<unknown>, onError?: (error: unknown) => void): Promise<void> => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        await action();
      } catch (error) {
        if (!onError) throw error;
        onError(error);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { pending, run };
}
