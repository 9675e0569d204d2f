import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';

type DialogActionsProps = {
  cancelLabel: string;
  label: string;
  /** Replaces `label` while the action is pending; without it the label stays. */
  pendingLabel?: string;
  pending: boolean;
  /** Disabled for another reason than a pending action. */
  disabled?: boolean;
  destructive?: boolean;
  /** Runs the action; without it the button submits the dialog's form. */
  onClick?: () => void;
};

/** A dialog's footer: Cancel (closes the dialog) and the action, disabled while it is pending. */
export function DialogActions({
  cancelLabel,
  label,
  pendingLabel = label,
  pending,
  disabled = false,
  destructive = false,
  onClick,
}: DialogActionsProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={onClick ? 'button' : 'submit'}
        variant={destructive ? 'destructive' : 'default'}
        disabled={pending || disabled}
        onClick={onClick}
      >
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
