/** Search parameters of /login: `redirect`, a string defaulting to empty. */
export type LoginSearch = { redirect: string };

/**
 * validateSearch of /login. Anything but a string becomes ''. Deliberately no zod here: this
 * runs on the first page load, which has a 150 KB budget.
 */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: typeof search.redirect === 'string' ? search.redirect : '' };
}
