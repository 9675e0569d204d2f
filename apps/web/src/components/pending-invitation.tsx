import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MembershipInvitation } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { MAIL_DELIVERY_NOTE, useMailDelivery } from '@/lib/current-user/get-context';
import { toastFailure } from '@/lib/failure-toast';

type Action = Pick<UseMutationResult<unknown, Error, void>, 'mutateAsync'>;

type PendingInvitationProps = {
  email: string;
  /** The open link's dates; null when none was mailed (an external sign-in provider). */
  invitation: MembershipInvitation | null;
  /** Resend and Revoke; absent when the viewer may not manage this invitation. */
  actions?: { resend: Action; revoke: Action };
  /** After a revoke and its toast: a page of the invitation leaves, as there is none left. */
  /** Runs after a revoke, before its toast (which a page change would dismiss). */
  onRevoked?: () => void | Promise<void>;
};

/**
 * A pending membership on a researcher or staff card: when the invitation was sent and when it
 * expires (in the user's language), Resend (a new link) and Revoke (after a confirmation), each
 * confirmed by a toast (Resend's says where the mail went). Texts from the `organisations` namespace (`invitation.*`).
 */
export function PendingInvitation({
  email,
  invitation,
  actions,
  onRevoked,
}: PendingInvitationProps) {
  const { t, i18n } = useTranslation('organisations');
  const [confirming, setConfirming] = useState(false);
  // One at a time: a double-clicked Resend sends one mail.
  const { pending, run } = useSubmitLock();
  const delivery = useMailDelivery();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // When the card was first shown: a link that expires while the page is open reads as expired
  // after the next refetch.
  const [shownAt] = useState(() => Date.now());
  const expired = invitation !== null && new Date(invitation.expiresAt).getTime() <= shownAt;

  const failed = (error: unknown) => toastFailure(t('error'), error, t('somethingWentWrong'));
  const resend = (action: Action) =>
    void run(async () => {
      await action.mutateAsync();
      toast({
        variant: 'success',
        title: delivery === 'outbox' ? t('invitation.outboxTitle') : t('invitation.resentTitle'),
        description: delivery
          ? `${t('invitation.resent', { email })} ${t(MAIL_DELIVERY_NOTE[delivery])}`
          : t('invitation.resent', { email }),
      });
    }, failed);
  const revoke = (action: Action) =>
    void run(async () => {
      await action.mutateAsync();
      setConfirming(false);
      await onRevoked?.();
      toast({
        variant: 'success',
        title: t('invitation.revokedTitle'),
        description: t('invitation.revoked', { email }),
      });
    }, failed);

  return (
    <div className="grid gap-2 text-sm">
      {invitation && (
        <dl className="text-muted-foreground grid grid-cols-[auto_1fr] gap-x-2">
          <dt>{t('invitation.sent')}</dt>
          <dd>{date.format(new Date(invitation.sentAt))}</dd>
          <dt>{expired ? t('invitation.expired') : t('invitation.expires')}</dt>
          <dd className={expired ? 'text-destructive' : undefined}>
            {date.format(new Date(invitation.expiresAt))}
          </dd>
        </dl>
      )}
      {actions && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => resend(actions.resend)}
            aria-label={t('invitation.resendLabel', { email })}
          >
            {t('invitation.resend')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setConfirming(true)}
            aria-label={t('invitation.revokeLabel', { email })}
          >
            {t('invitation.revoke')}
          </Button>
          <Dialog open={confirming} onOpenChange={setConfirming}>
            <DialogContent closeLabel={t('invitation.close')}>
              <DialogHeader>
                <DialogTitle>{t('invitation.revokeTitle')}</DialogTitle>
                <DialogDescription>
                  {t('invitation.revokeDescription', { email })}
                </DialogDescription>
              </DialogHeader>
              <DialogActions
                cancelLabel={t('cancel')}
                label={t('invitation.revokeConfirm')}
                pending={pending}
                destructive
                onClick={() => revoke(actions.revoke)}
              />
            </DialogContent>
          </Dialog>
        </div>
      )}
    </div>
  );
}
