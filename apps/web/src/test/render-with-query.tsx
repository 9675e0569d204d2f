import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/toaster';
import { renderWithRouter } from './render-with-router';

/**
 * Renders `ui` with a router (at `path`), a fresh query client without retries and the toaster,
 * so components that fetch, mutate, link and toast can be tested on their own. Preload data
 * with `queryClient.setQueryData` before rendering.
 */
export function renderWithQuery(
  ui: ReactNode,
  {
    path = '/',
    queryClient = testQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const rendered = renderWithRouter(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
    { path },
  );
  return { queryClient, ...rendered };
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}
