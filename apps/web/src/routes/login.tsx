import { createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { authStatus } from '@/lib/auth-status';
import { parseLoginSearch, type LoginSearch } from '@/lib/login-search';
import { sanitizeRedirect } from '@/lib/redirect';

export const Route = createFileRoute('/login')({
  // Links to /login may leave `redirect` out.
  validateSearch: (search: Partial<LoginSearch> & SearchSchemaInput): LoginSearch =>
    parseLoginSearch(search),
  beforeLoad: ({ context, search }) => {
    if (authStatus(context.auth) === 'authenticated') {
      throw redirect({ href: sanitizeRedirect(search.redirect) || '/', replace: true });
    }
  },
  component: LoginPage,
});
