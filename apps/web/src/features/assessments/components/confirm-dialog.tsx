import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';
import { DialogHeading, TriggerDialog } from '@/components/trigger-dialog';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  /** Runs the action; the dialog closes when `done` is called. */
  onConfirm: (done: () => void) => void;
};

/** Asks before an action that cannot be undone (a new link, a revocation). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('assessments');
  const [open, setOpen] = useState(false);
  return (
    <TriggerDialog open={open} onOpenChange={setOpen} trigger={trigger}>
      <DialogHeading title={title} description={description} />
      <DialogActions
        cancelLabel={t('cancel')}
        label={confirmLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        destructive={destructive}
        onClick={() => onConfirm(() => setOpen(false))}
      />
    </TriggerDialog>
  );
}
