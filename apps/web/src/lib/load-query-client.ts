import type { QueryClient } from '@tanstack/react-query';

let client: Promise<QueryClient> | undefined;

/**
 * The app's one QueryClient, created on first use. Only signed-in pages fetch data, so
 * TanStack Query stays out of the first load of /login (150 KB budget).
 */
export function loadQueryClient(): Promise<QueryClient> {
  client ??= import('./query-client').then(({ createQueryClient }) => createQueryClient());
  return client;
}

/** Drops every cached answer (those of a user who is no longer signed in), if any were loaded. */
export async function clearQueryData(): Promise<void> {
  (await client)?.clear();
}
