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

/** The assessment page's session filters, kept in the URL. */
export type SessionsSearch = { state?: SessionState; school?: number; group?: string };

/** Longest class label (the contract's GROUP_LABEL_MAX_LENGTH, a test keeps them equal). */
export const GROUP_MAX_LENGTH = 32;

/**
 * The assessment page's filters: a state, a school id and a class (group); any other value is
 * no filter. A class typed as a bare number in the address (`?group=3`) is the class "3".
 */
export function parseSessionsSearch(search: Record<string, unknown>): SessionsSearch {
  const parsed: SessionsSearch = {};
  const state = STATES.find((s) => s === search.state);
  if (state) parsed.state = state;
  const { school, group } = search;
  if (typeof school === 'number' && Number.isSafeInteger(school) && school > 0) {
    parsed.school = school;
  }
  const label = typeof group === 'number' ? String(group) : group;
  if (typeof label === 'string' && label.trim() !== '' && label.length <= GROUP_MAX_LENGTH) {
    parsed.group = label.trim();
  }
  return parsed;
}

/** The print sheet's `batch`: the id of the start whose cards it shows. */
export function parseBatchSearch(search: Record<string, unknown>): { batch?: number } {
  const { batch } = search;
  return typeof batch === 'number' && Number.isSafeInteger(batch) && batch > 0 ? { batch } : {};
}
