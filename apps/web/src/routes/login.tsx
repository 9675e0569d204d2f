import {
  createFileRoute,
  redirect,
  stripSearchParams,
  type SearchSchemaInput,
} from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { authStatus } from '@/lib/auth-status';
import { parseLoginSearch, type LoginSearch } from '@/lib/login-search';
import { sanitizeRedirect } from '@/lib/redirect';

export const Route = createFileRoute('/login')({
  staticData: { pageTitle: 'login' },
  // Links to /login may leave `redirect` out.
  validateSearch: (search: Partial<LoginSearch> & SearchSchemaInput): LoginSearch =>
    parseLoginSearch(search),
  // The default (empty) value is omitted from the address: /login, not /login?redirect=.
  search: { middlewares: [stripSearchParams({ redirect: '' })] },
  beforeLoad: ({ context, search }) => {
    if (authStatus(context.auth) === 'authenticated') {
      throw redirect({ href: sanitizeRedirect(search.redirect) || '/', replace: true });
    }
  },
  component: LoginPage,
});
