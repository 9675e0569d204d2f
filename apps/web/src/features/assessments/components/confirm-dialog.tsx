import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogActions
          cancelLabel={t('cancel')}
          label={confirmLabel}
          pendingLabel={pendingLabel}
          pending={pending}
          destructive={destructive}
          onClick={() => onConfirm(() => setOpen(false))}
        />
      </DialogContent>
    </Dialog>
  );
}
