// Fixed-window attempt counters in the rate_limits table, shared by every instance.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt under `key`; false when the window's limit was already used up. */
  consume(key: string): Promise<boolean>;
  /** Takes back one counted attempt (it turned out legitimate). */
  refund(key: string): Promise<void>;
  /** Forgets the attempts counted under `key`. */
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Db, { max, windowSeconds }: RateLimitSettings): RateLimiter {
  const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
  return {
    async consume(key) {
      // One statement, so concurrent attempts cannot read the same count and all pass.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${windowEnd} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count });
      return (row?.count ?? 0) <= max;
    },
    async refund(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
