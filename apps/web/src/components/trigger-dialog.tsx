import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

type TriggerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** The dialog's content: its `DialogHeading`, then what it asks. */
  children: ReactNode;
  /** Adds to the dialog box's classes (e.g. a wider box for a list to choose from). */
  contentClassName?: string;
};

/** A dialog opened by a button of the page (form and confirmation dialogs build on it). */
export function TriggerDialog({
  open,
  onOpenChange,
  trigger,
  children,
  contentClassName,
}: TriggerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={contentClassName}>{children}</DialogContent>
    </Dialog>
  );
}

/** A dialog's title and, below it, its description. */
export function DialogHeading({ title, description }: { title: string; description: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}
