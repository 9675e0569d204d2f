import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { describeError } from '@/components/error-screen';

/**
 * Ends the session at the identity provider, which returns to the site origin.
 * signoutRedirect removes the stored user itself; the router then re-runs its guards and the
 * cached data of this user is dropped.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const auth = useAuth();
  const router = useRouter();
  const queryClient = useQueryClient();

  async function signOut() {
    try {
      await auth.signoutRedirect({ post_logout_redirect_uri: window.location.origin });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('header.signOutFailed'),
        description: describeError(error),
      });
    } finally {
      queryClient.clear();
      await router.invalidate();
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void signOut()} data-testid="sign-out">
      <LogOut aria-hidden="true" />
      <span>{t('header.signOut')}</span>
    </Button>
  );
}
