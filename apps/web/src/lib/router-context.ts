import type { AuthContextProps } from 'react-oidc-context';
import type { loadQueryClient } from './load-query-client';

/**
 * Context of every route. The guarded `_authenticated` layout adds `queryClient` for the routes
 * below it, so their loaders call `context.queryClient.ensureQueryData(...)`.
 */
export type RouterContext = {
  auth: AuthContextProps;
  loadQueryClient: typeof loadQueryClient;
};
