import type { Role } from '@cogniplay/contract';
import type { GamePath } from '../registry';

export type { GamePath };

export type GameTabKey = 'items' | 'new' | 'upload';

export type GameTab = { key: GameTabKey; to: string };

/** Admins see Items, New and Upload; everyone else only Items. */
export function gameTabs(basePath: GamePath, roles: readonly Role[]): GameTab[] {
  const keys: GameTabKey[] = roles.includes('admin') ? ['items', 'new', 'upload'] : ['items'];
  return keys.map((key) => ({ key, to: `${basePath}/${key}` }));
}

/**
 * A tab is active when its path prefixes the current path, segment by segment
 * (`/items` is active on `/items/12`, but not on `/items-archive`).
 */
export function isTabActive(tabPath: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === tabPath || path.startsWith(`${tabPath}/`);
}
