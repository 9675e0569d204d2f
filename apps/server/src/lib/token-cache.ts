// What a verified access token stands for (the signed-in user), kept so the token's later
// requests skip the signature check and the user lookup. An entry never outlives its token, and
// lives at most `maxAgeMs`, so a change made to the user outside the app shows within that time.
import { LRUCache } from 'lru-cache';

export interface TokenCacheOptions {
  /** At most this many tokens are kept; the least recently used go first. */
  maxEntries: number;
  maxAgeMs: number;
  /** Epoch milliseconds; tests pass their own clock. */
  now?: () => number;
}

export class TokenCache<T extends object> {
  readonly #entries: LRUCache<string, T>;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor({ maxEntries, maxAgeMs, now = Date.now }: TokenCacheOptions) {
    // ttlResolution 0: read the clock on every get rather than reuse a reading for 1 ms.
    this.#entries = new LRUCache({ max: maxEntries, perf: { now }, ttlResolution: 0 });
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** The value kept for this exact token, unless it has expired. */
  get(token: string): T | undefined {
    return this.#entries.get(token);
  }

  /** Keeps `value` until the token expires (`expiresAt`, epoch ms) or `maxAgeMs` has passed. */
  set(token: string, value: T, expiresAt: number): void {
    const ttl = Math.floor(Math.min(expiresAt - this.#now(), this.#maxAgeMs));
    if (ttl > 0) this.#entries.set(token, value, { ttl });
  }

  /** Drops every kept value `matches` accepts. */
  deleteWhere(matches: (value: T) => boolean): void {
    // The tokens first, then the deletes: the cache is not changed while it is walked.
    const tokens = [...this.#entries.entries()]
      .filter(([, value]) => matches(value))
      .map(([token]) => token);
    for (const token of tokens) this.#entries.delete(token);
  }
}
