// One JSON text per value, whatever the order of its objects' keys: two instances are the same
// when theirs are (content hashes), and so are two answers.
const byCodeUnit = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** Rebuilds every plain object with its keys sorted (`fromEntries` keeps `__proto__` an own key). */
function sortKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(byCodeUnit));
}

/**
 * JSON with object keys sorted at every level, for free-form data: the same whatever the key
 * order or whitespace of the file it came from. Expects depth-capped data.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortKeys);
}
