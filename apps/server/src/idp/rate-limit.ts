// Sign-in attempt counters in the rate_limits table, shared by every instance: a fixed window per
// (account, address) pair, and growing pauses per account (login-delay.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { decideAttempt, type DelaySettings } from './login-delay.ts';

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

async function refund(db: Db, key: string) {
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
