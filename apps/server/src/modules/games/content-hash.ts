// Duplicate detection: two instances are the same when their canonical JSON is, whatever the
// key order or whitespace of the file they came from.
import { createHash } from 'node:crypto';

const byCodeUnit = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** Rebuilds every plain object with its keys sorted (`fromEntries` keeps `__proto__` an own key). */
function sortKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(byCodeUnit));
}

/** JSON with object keys sorted at every level, for free-form data. Expects depth-capped data. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortKeys);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
