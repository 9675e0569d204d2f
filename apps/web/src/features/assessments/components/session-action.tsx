import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/failure-toast';
import { ConfirmDialog } from './confirm-dialog';

type SessionActionProps = {
  /**
   * Where the texts are in the `assessments` namespace: `<texts>` (the button), `<texts>Title`,
   * `Text`, `Confirm`, `Pending` and `Failed`.
   */
  texts: 'session.newLink' | 'session.revoke';
  icon: LucideIcon;
  action: Pick<UseMutationResult<unknown, Error, void>, 'mutate' | 'isPending'>;
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
      confirmLabel={t(`${texts}Confirm`)}
      pendingLabel={t(`${texts}Pending`)}
      pending={action.isPending}
      destructive={destructive}
      onConfirm={(close) =>
        action.mutate(undefined, {
          onSuccess: () => {
            close();
            onDone?.();
          },
          onError: (error) => toastFailure(t('error'), error, t(`${texts}Failed`)),
        })
      }
    />
  );
}
