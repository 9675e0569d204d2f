// Attempts with growing pauses (lib/attempt-delay.ts), counted in the rate_limits table and so
// shared by every instance: sign-ins per account, and play codes typed per address.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { refund, type LimitAnswer } from './rate-limits.ts';
import { rateLimits } from './schema/index.ts';
import { decideAttempt, type DelaySettings } from '../lib/attempt-delay.ts';

export interface DelayLimiter {
  /** Counts one attempt under `key`, or refuses it (uncounted) while a pause lasts. */
  attempt(key: string): Promise<LimitAnswer>;
  /** Takes back one counted attempt (the password was right). */
  refund(key: string): Promise<void>;
}

export function createDelayLimiter(db: Db, settings: DelaySettings): DelayLimiter {
  return {
    attempt(key) {
      // The row is locked while it is read and written, so parallel attempts queue up and each
      // sees the pause the one before it started.
      return db.transaction(async (tx) => {
        await tx
          .insert(rateLimits)
          .values({ key, count: 0, resetAt: sql`now()` })
          .onConflictDoNothing();
        const [row] = await tx
          .select({
            count: rateLimits.count,
            resetAt: rateLimits.resetAt,
            nextAttemptAt: rateLimits.nextAttemptAt,
            now: sql`now()`.mapWith(rateLimits.resetAt),
          })
          .from(rateLimits)
          .where(eq(rateLimits.key, key))
          .for('update');
        if (!row) throw new Error(`rate limit row ${key} vanished`);
        const decision = decideAttempt(row, row.now, settings);
        if (!decision.allowed) return decision;
        await tx.update(rateLimits).set(decision.next).where(eq(rateLimits.key, key));
        return { allowed: true } as const;
      });
    },
    refund: (key) => refund(db, key),
  };
}
