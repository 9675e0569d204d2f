/**
 * Wraps an async function so that calls made while one is running share its promise instead of
 * starting another. Refresh tokens rotate and a reused one revokes the session, so two token
 * refreshes must never run at the same time.
 */
export function singleFlight<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  let running: Promise<R> | undefined;
  return (...args: A): Promise<R> => {
    running ??= fn(...args).finally(() => {
      running = undefined;
    });
    return running;
  };
}
