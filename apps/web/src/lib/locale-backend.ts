import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads `/locales/{lng}/{ns}.json` with fetch. A small stand-in for i18next-http-backend, whose
 * XHR and option handling cost about 3 KB gzip of the login page's budget. Retries are i18next's
 * own (maxRetries, retryTimeout): passing `true` as the callback's second argument asks for one.
 */
export function createLocaleBackend(fetchLocale: typeof fetch = (...args) => fetch(...args)) {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const path = `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
      fetchLocale(path, { headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (response.ok) return callback(null, await response.json());
          // Server errors and rate limits may pass; a missing file will not.
          const retry = response.status >= 500 || response.status === 429;
          callback(new Error(`Loading ${path} failed with status ${response.status}`), retry);
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), true);
        });
    },
  };
  return backend;
}
