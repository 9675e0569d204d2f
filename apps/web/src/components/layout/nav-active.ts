/** A sidebar link: Browse entries list a section, Create entries open its create form. */
export type NavEntryKind = 'browse' | 'create';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Active-entry rule: a Browse entry is active on its path and every path below it,
 * except paths containing 'create'; a Create entry only on its exact path.
 */
export function isNavEntryActive(kind: NavEntryKind, to: string, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (kind === 'create') return path === to;
  const underEntry = path === to || path.startsWith(`${to}/`);
  return underEntry && !path.includes('create');
}
