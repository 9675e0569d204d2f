import { StrictMode, Suspense, use, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from 'react-oidc-context';
import type { User } from 'oidc-client-ts';
import { PendingScreen } from '@/components/pending-screen';
import { userManager } from '@/lib/auth';
import { initI18n } from '@/lib/i18n';
import { signinReturnPath } from '@/lib/signin-callback';
import { watchBrowserSignIn } from '@/lib/follow-sign-in';
import { rememberSignedIn } from '@/lib/signed-in-hint';
import { signInSilentlyAtStart } from '@/lib/silent-start';
import { App } from './app';
import { createAppRouter } from './router';
import './styles.css';

void initI18n();
const router = createAppRouter();
// Every tab follows the browser's sign-in: a sign-out, or another person's sign-in, in one tab
// ends it in the others. A new tab of a signed-in person opens signed in: the provider is asked
// before the app starts.
rememberSignedIn(userManager);
watchBrowserSignIn(userManager);
const silentStart = signInSilentlyAtStart(userManager);

/** Renders its children once the silent sign-in at start-up has settled (it never fails). */
function AfterSilentStart({ children }: { children: ReactNode }) {
  use(silentStart);
  return children;
}

/** After the provider's redirect back: drop the callback parameters and go where sign-in began. */
function onSigninCallback(user: User | undefined) {
  router.history.replace(signinReturnPath(user?.state, window.location.href));
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <Suspense fallback={<PendingScreen />}>
      <AfterSilentStart>
        <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
          <Suspense fallback={<PendingScreen />}>
            <App router={router} />
          </Suspense>
        </AuthProvider>
      </AfterSilentStart>
    </Suspense>
  </StrictMode>,
);
