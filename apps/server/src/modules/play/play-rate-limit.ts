// Play API requests counted per link and per client address in fixed windows, in the
// rate_limits table (as sign-in attempts are), so every instance of the server counts together.
// One statement counts both; keys hold the token's hash, never the token.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface PlayRateLimitSettings {
  perToken: number;
  perAddress: number;
  windowSeconds: number;
}

export type PlayLimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createPlayRateLimiter(db: Db, settings: PlayRateLimitSettings) {
  const windowEnd = sql`now() + make_interval(secs => ${settings.windowSeconds})`;
  return async (tokenHash: string, address: string): Promise<PlayLimitAnswer> => {
    // 'play-address:' sorts before 'play-token:': every statement locks the two rows in the same
    // order, so two of them never wait for each other.
    const addressKey = `play-address:${address}`;
    const tokenKey = `play-token:${tokenHash}`;
    const rows = await queryRows<{ key: string; count: number; retry_after: number }>(
      db,
      sql`insert into rate_limits as r (key, count, reset_at)
          values (${addressKey}, 1, ${windowEnd}), (${tokenKey}, 1, ${windowEnd})
          on conflict (key) do update set
            count = case when r.reset_at <= now() then 1 else r.count + 1 end,
            reset_at = case when r.reset_at <= now() then ${windowEnd} else r.reset_at end
          returning r.key, r.count,
            greatest(ceil(extract(epoch from r.reset_at - now())), 1)::int as retry_after`,
    );
    let retryAfterSeconds = 0;
    for (const row of rows) {
      const max = row.key === tokenKey ? settings.perToken : settings.perAddress;
      if (row.count > max) retryAfterSeconds = Math.max(retryAfterSeconds, row.retry_after);
    }
    return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
  };
}
