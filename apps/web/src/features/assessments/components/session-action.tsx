import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toastFailure } from '@/lib/failure-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';

type SessionActionProps = {
  /**
   * Where the texts are in the `assessments` namespace: `<texts>` (the button), `<texts>Title`,
   * `Text`, `Confirm`, `Pending` and `Failed`.
   */
  texts: 'session.newLink' | 'session.revoke';
  icon: LucideIcon;
  action: Pick<UseMutationResult<unknown, Error, void>, 'mutateAsync'>;
  destructive?: boolean;
  /** Runs after the action succeeded and the dialog closed. */
  onDone?: () => void;
};

/** A button on a session's page that asks before its action; a failure shows an error toast. */
export function SessionAction({
  texts,
  icon: Icon,
  action,
  destructive = false,
  onDone,
}: SessionActionProps) {
  const { t } = useTranslation('assessments');
  const { pending, run } = useSubmitLock();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant={destructive ? 'destructive' : 'outline'}>
          <Icon aria-hidden="true" />
          {t(texts)}
        </Button>
      }
      title={t(`${texts}Title`)}
      description={t(`${texts}Text`)}
      cancelLabel={t('cancel')}
      confirmLabel={t(`${texts}Confirm`)}
      pendingLabel={t(`${texts}Pending`)}
      pending={pending}
      destructive={destructive}
      onConfirm={(close) =>
        void run(
          async () => {
            await action.mutateAsync();
            close();
            onDone?.();
          },
          (error) => toastFailure(t('error'), error, t(`${texts}Failed`)),
        )
      }
    />
  );
}
