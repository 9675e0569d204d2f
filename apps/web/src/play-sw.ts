// The play page's service worker (/play-sw.js, scope /play/): keeps the page's files so that a
// reload without network still opens it. The build (vite.config.ts, playWorkerBuild) puts its
// version and file list in place of __PLAY_WORKER_BUILD__. It keeps no API answer; the page keeps
// its session in IndexedDB itself.
import { offlineRoute, PLAY_CACHE_PREFIX, PLAY_SHELL_URL } from '@/features/play/offline-routes';

declare const __PLAY_WORKER_BUILD__: { version: string; files: string[] };

// The DOM types of this project lack the service worker's own; the few it uses.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const build = __PLAY_WORKER_BUILD__;
const cacheName = `${PLAY_CACHE_PREFIX}${build.version}`;
const files = new Set(build.files);
/** On a Wi-Fi that connects but carries nothing, the kept page is shown after this long. */
const PAGE_TIMEOUT_MS = 5000;

/** The play page's HTML, asked for as a browser asks for a page. */
const shellRequest = () => new Request(PLAY_SHELL_URL, { headers: { accept: 'text/html' } });

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await cache.addAll(build.files);
      const shell = await fetch(shellRequest());
      if (!shell.ok) throw new Error(`The play page answered ${shell.status}`);
      await cache.put(PLAY_SHELL_URL, shell);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PLAY_CACHE_PREFIX) && name !== cacheName) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const route = offlineRoute(event.request, worker.location.origin, files);
  if (route === 'page') event.respondWith(page(event.request));
  if (route === 'file') event.respondWith(file(event.request));
});

/**
 * The network's page when it answers (kept, without its token, for next time); the kept page
 * when the network fails or takes too long. A new deployment's page thus replaces the old one
 * at the first load with network.
 */
async function page(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(PLAY_SHELL_URL, response.clone());
    return response;
  });
  const kept = await cache.match(PLAY_SHELL_URL, { ignoreVary: true });
  if (!kept) return network;
  const slow = new Promise<Response>((resolve) => setTimeout(() => resolve(kept), PAGE_TIMEOUT_MS));
  return Promise.race([network.catch(() => kept), slow]);
}

async function file(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
