import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/error-screen';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { ApiError } from '@/lib/api-error';
import { acceptInvitation } from './api/accept-invitation';

/** The refusals a person can do something about, in their language; others as the server says. */
function refusalKey(error: unknown) {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.status) {
    case 403:
      return 'acceptInvitation.otherPerson' as const;
    case 404:
      return 'acceptInvitation.unknown' as const;
    case 410:
      return 'acceptInvitation.expired' as const;
    default:
      return undefined;
  }
}

/**
 * The page a mailed invitation link opens when sign-in is Keycloak's: the person, signed in,
 * accepts with one button (as on the embedded provider's invitation page).
 */
export function AcceptInvitationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async () => {
      // A role the acceptance granted (Keycloak's researcher role) is in the next token; a failed
      // renewal only delays it to the next automatic one.
      await auth.signinSilent().catch(() => undefined);
      // The new membership changes what the person may see everywhere.
      await queryClient.invalidateQueries();
    },
  });

  const { pending, run } = useSubmitLock();
  const refusal = refusalKey(accept.error);

  if (accept.data) {
    const { kind, name } = accept.data;
    return (
      <div className="flex max-w-xl flex-col gap-4" data-testid="invitation-accepted">
        <PageHeader title={t('acceptInvitation.acceptedTitle')} />
        <p role="status">
          {kind === 'researcher'
            ? t('acceptInvitation.acceptedResearcher', { name })
            : t('acceptInvitation.acceptedStaff', { name })}
        </p>
        <Button asChild className="w-fit">
          <Link to="/">{t('acceptInvitation.home')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <PageHeader title={t('acceptInvitation.title')} />
      {token ? (
        <>
          <p>{t('acceptInvitation.intro')}</p>
          <Button
            className="w-fit"
            disabled={pending}
            // A refusal shows below the button, from the mutation's error.
            onClick={() =>
              void run(
                () => accept.mutateAsync(),
                () => undefined,
              )
            }
            data-testid="accept-invitation"
          >
            <MailCheck aria-hidden="true" />
            {pending ? t('acceptInvitation.accepting') : t('acceptInvitation.accept')}
          </Button>
          {accept.error && (
            <p role="alert" className="text-destructive">
              {refusal ? t(refusal) : describeError(accept.error)}
            </p>
          )}
        </>
      ) : (
        <p role="alert">{t('acceptInvitation.missingToken')}</p>
      )}
    </div>
  );
}
