// Registers the play page's service worker (src/play-sw.ts). Its scope is /play/ only: it never
// sees a request of the app's other pages.
export const PLAY_WORKER_URL = '/play-sw.js';
export const PLAY_WORKER_SCOPE = '/play/';

/** After the page's load: its install (fetching the page's files) never delays the first screen. */
export function registerPlayWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(PLAY_WORKER_URL, { scope: PLAY_WORKER_SCOPE })
      .catch((error: unknown) => {
        // The page runs all the same; only a reload without network will not.
        console.warn('The play page cannot keep its files for offline use.', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
