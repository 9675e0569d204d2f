import { useState, type ReactNode } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { DialogHeading, TriggerDialog } from '@/components/trigger-dialog';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel?: string;
  pending: boolean;
  destructive?: boolean;
  /** Runs the action; the dialog closes when `done` is called. */
  onConfirm: (done: () => void) => void;
};

/** Asks before an action that cannot be undone (a new link, a revocation, a deletion). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <TriggerDialog open={open} onOpenChange={setOpen} trigger={trigger}>
      <DialogHeading title={title} description={description} />
      <DialogActions
        cancelLabel={cancelLabel}
        label={confirmLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        destructive={destructive}
        onClick={() => onConfirm(() => setOpen(false))}
      />
    </TriggerDialog>
  );
}
