// Imported by route files, which are part of the first page load: keep it this small (no zod,
// no contract values: session-state-search.test.ts keeps the copy equal to SESSION_STATES).
import type { SessionState } from '@cogniplay/contract';

export const STATES: readonly SessionState[] = [
  'not_started',
  'in_progress',
  'completed',
  'declined',
  'stopped',
  'expired',
  'revoked',
];

/** The assessment page's `state` filter; any other value is no filter. */
export function parseSessionStateSearch(search: Record<string, unknown>): {
  state?: SessionState;
} {
  const state = STATES.find((s) => s === search.state);
  return state ? { state } : {};
}

/** The print sheet's `batch`: a key of the bulk start's links in memory. */
export function parseBatchSearch(search: Record<string, unknown>): { batch?: string } {
  const { batch } = search;
  return typeof batch === 'string' && /^[a-z0-9-]{1,40}$/.test(batch) ? { batch } : {};
}
