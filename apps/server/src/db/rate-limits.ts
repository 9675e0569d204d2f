// Fixed-window counters in the rate_limits table, shared by every instance: sign-in attempts per
// (account, address), password reset and invitation mails per recipient.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rateLimits } from './schema/index.ts';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt under `key`; refused when the window's limit was already used up. */
  consume(key: string): Promise<LimitAnswer>;
  /** Takes back one counted attempt (it turned out legitimate, or was not checked). */
  refund(key: string): Promise<void>;
  /** Forgets the attempts counted under `key`. */
  reset(key: string): Promise<void>;
}

/** Takes back one attempt counted under `key`. */
export async function refund(db: Db, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Seconds from the database's now until `column`, at least 1. */
const secondsUntil = (column: typeof rateLimits.resetAt) =>
  sql<number>`greatest(ceil(extract(epoch from ${column} - now())), 1)::int`;

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
        .returning({
          count: rateLimits.count,
          retryAfterSeconds: secondsUntil(rateLimits.resetAt),
        });
      if (!row || row.count <= max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Number(row.retryAfterSeconds) };
    },
    refund: (key) => refund(db, key),
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
