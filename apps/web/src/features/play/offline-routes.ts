// What the play page's service worker does with a request (src/play-sw.ts). Pure, so the rules
// that keep the worker out of the API and the rest of the app are tested without a browser.

/** The page's HTML as the worker keeps it: one copy, under a URL without any token. */
export const PLAY_SHELL_URL = '/play/';

/** Cache names of the worker: one per build, so a new deployment replaces the old files. */
export const PLAY_CACHE_PREFIX = 'cogniplay-play-';

export type OfflineRoute =
  /** A play page (/play/{token}): the network first, the kept page when it cannot be reached. */
  | 'page'
  /** A file of the build: the kept copy first, else the network (and kept for next time). */
  | 'file'
  /** Everything else, the API above all: the network, never kept. */
  | 'network';

export interface RouteRequest {
  method: string;
  url: string;
  mode: string;
}

export function offlineRoute(
  request: RouteRequest,
  origin: string,
  files: ReadonlySet<string>,
): OfflineRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') {
    return /^\/play\/[^/]+\/?$/.test(url.pathname) ? 'page' : 'network';
  }
  // Hashed files never change under their name; other files only when the build lists them.
  if (url.search === '' && (url.pathname.startsWith('/assets/') || files.has(url.pathname))) {
    return 'file';
  }
  return 'network';
}
