// When the answer queue tries again, and what an answer's HTTP status means for it.

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 60_000;
/** A server's Retry-After is honoured up to this long. */
export const RETRY_AFTER_MAX_MS = 10 * 60_000;

/**
 * Delay before retry number `attempt` (0 for the first retry): exponential from 1 s, capped at
 * 60 s, with "equal jitter" (half fixed, half random) so that a class of tablets that lost the
 * Wi-Fi together does not come back in step. A Retry-After from the server is a lower bound.
 */
export function retryDelayMs(attempt: number, random: number, retryAfterMs?: number): number {
  const exponential = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt));
  const jittered = Math.round(exponential / 2 + (random * exponential) / 2);
  if (retryAfterMs === undefined) return jittered;
  return Math.max(Math.min(retryAfterMs, RETRY_AFTER_MAX_MS), jittered);
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date; undefined when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * - stored: 201 (first time) or 200 (stored before): the answer leaves the queue;
 * - gone: the link takes no answer any more, this one or any other: 410 `revoked` or `expired`,
 *   and 404 (the token is unknown: replaced by a new link). Every answer of the link leaves the
 *   queue, recorded as refused, and nothing more is sent;
 * - rejected: the server refused this answer for good (400, 409, 410 `completed`, …): it leaves
 *   the queue and is recorded, never retried; the next one is sent (it may be a repeat of a
 *   stored answer, which a completed session still accepts);
 * - retry: 408, 429 and 5xx (and network errors): it stays and is sent again after a delay;
 * - elsewhere: 423, the session is bound to another tablet: it stays, and nothing is sent until
 *   an adult moves the session here.
 */
export type SendOutcome = 'stored' | 'gone' | 'rejected' | 'retry' | 'elsewhere';

/** `reason`: the `reason` of a 410's problem body, when it has one. */
export function outcomeOf(status: number, reason?: string): SendOutcome {
  if (status >= 200 && status < 300) return 'stored';
  if (status === 404) return 'gone';
  if (status === 410 && (reason === 'revoked' || reason === 'expired')) return 'gone';
  if (status === 423) return 'elsewhere';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}
