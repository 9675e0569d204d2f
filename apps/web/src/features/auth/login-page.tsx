import { getRouteApi } from '@tanstack/react-router';
import { Info, Loader2, LogIn, TriangleAlert } from 'lucide-react';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button-variants';
import { env } from '@/config/env';
import type { SigninState } from '@/lib/auth';
import { sanitizeRedirect } from '@/lib/redirect';
import { LanguageToggle } from './language-toggle';
import { MAIN_ID, SkipLink } from '@/components/skip-link';

const route = getRouteApi('/login');

// This page is the first load of most visits; it uses plain markup with shadcn's classes
// instead of components that pull in tailwind-merge (150 KB budget).
const notice =
  'grid grid-cols-[1rem_1fr] items-start gap-x-3 gap-y-0.5 rounded-lg border px-4 py-3';

/**
 * /login, also the signed-out landing screen: logo, name, headline, the closed-beta
 * notice with the contact link, and the one sign-in button.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { redirect } = route.useSearch();
  const redirecting = auth.activeNavigator === 'signinRedirect';

  function signIn() {
    const state: SigninState = { redirect: sanitizeRedirect(redirect) };
    // A failure lands in auth.error, shown below.
    void auth.signinRedirect({ state }).catch(() => {});
  }

  return (
    <div className="bg-muted/40 flex min-h-svh flex-col">
      <SkipLink />
      <header className="flex justify-end p-4">
        <LanguageToggle />
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex flex-1 items-center justify-center px-4 pb-16 outline-none"
      >
        <div className="bg-card w-full max-w-md rounded-xl border p-8 shadow-sm">
          <div className="flex flex-col items-center gap-3 text-center">
            <img src="/logo.svg" alt="" className="size-16" />
            <h1 className="text-3xl font-bold tracking-tight">{t('appName')}</h1>
            <p className="text-muted-foreground text-balance">{t('login.headline')}</p>
          </div>

          <div role="note" className={`${notice} mt-8 text-sm`} data-testid="closed-beta">
            <Info className="mt-0.5 size-4" aria-hidden="true" />
            <p className="font-medium">{t('login.closedBetaTitle')}</p>
            <p className="text-muted-foreground col-start-2">{t('login.closedBeta')}</p>
          </div>

          {auth.error && (
            <div
              role="alert"
              className={`${notice} text-destructive mt-4 text-sm`}
              data-testid="login-error"
            >
              <TriangleAlert className="mt-0.5 size-4" aria-hidden="true" />
              <p className="font-medium">{t('login.failed')}</p>
              <p className="col-start-2 opacity-90">{auth.error.message}</p>
            </div>
          )}

          <p className="text-muted-foreground mt-6 text-center text-sm">
            {t('login.members')}{' '}
            <a
              href={`mailto:${env.contactEmail}`}
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {t('login.contact')}
            </a>
          </p>

          <button
            type="button"
            className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
            onClick={signIn}
            disabled={redirecting}
            data-testid="sign-in"
          >
            {redirecting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <LogIn aria-hidden="true" />
            )}
            {t('login.signIn')}
          </button>
        </div>
      </main>
    </div>
  );
}
