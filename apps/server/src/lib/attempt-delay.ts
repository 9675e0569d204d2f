// Guessing made slow: a generous number of attempts without delay, then a growing pause between
// attempts (1 s, doubling, up to a maximum) instead of a lock. Whoever knows the password (or the
// play code) always gets in once the pause has passed. Sign-ins per account and play codes per
// address use it. Pure functions; db/delay-limiter.ts stores the state.

export interface DelaySettings {
  /** Attempts in a row that need no pause. */
  threshold: number;
  /** The state is forgotten after this many seconds without an attempt. */
  windowSeconds: number;
  /** Longest pause between two attempts. */
  maxDelaySeconds: number;
}

/** Seconds the next attempt must wait after the `attempts`-th counted attempt. */
export function delayAfterAttempt(
  attempts: number,
  { threshold, maxDelaySeconds }: Pick<DelaySettings, 'threshold' | 'maxDelaySeconds'>,
): number {
  if (attempts < threshold) return 0;
  // The exponent is capped so the power stays a small, exact number.
  return Math.min(2 ** Math.min(attempts - threshold, 30), maxDelaySeconds);
}

export interface DelayState {
  /** Attempts counted since the state was last forgotten. */
  count: number;
  /** When the state is forgotten (moves on with every counted attempt). */
  resetAt: Date;
  /** No attempt is checked before this time; null when there is no pause. */
  nextAttemptAt: Date | null;
}

export type DelayDecision =
  { allowed: true; next: DelayState } | { allowed: false; retryAfterSeconds: number };

/** Whether an attempt at `now` may be checked, and the state after counting it. */
export function decideAttempt(
  state: DelayState | undefined,
  now: Date,
  settings: DelaySettings,
): DelayDecision {
  const current = state && state.resetAt > now ? state : undefined;
  if (current?.nextAttemptAt && current.nextAttemptAt > now) {
    const waitMs = current.nextAttemptAt.getTime() - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  const count = (current?.count ?? 0) + 1;
  const delay = delayAfterAttempt(count, settings);
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  return {
    allowed: true,
    next: {
      count,
      // The state outlives its pause, so a pause is never forgotten before it ends.
      resetAt: at(Math.max(settings.windowSeconds, delay)),
      nextAttemptAt: delay > 0 ? at(delay) : null,
    },
  };
}
