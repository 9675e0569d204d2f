import type { FormEvent, ReactNode } from 'react';
import { DialogHeading, TriggerDialog } from '@/components/trigger-dialog';
import { cn } from '@/lib/utils';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** Runs after the browser's own submit is prevented; the form does its own validation. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Adds to the form's grid classes. */
  className?: string;
  /** Adds to the dialog box's classes. */
  contentClassName?: string;
  /** The fields, then the footer (`DialogActions`). */
  children: ReactNode;
};

/** A dialog opened by `trigger` that holds one form: title, description, fields and footer. */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  className,
  contentClassName,
  children,
}: FormDialogProps) {
  return (
    <TriggerDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      contentClassName={contentClassName}
    >
      <form
        noValidate
        className={cn('grid gap-4', className)}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        <DialogHeading title={title} description={description} />
        {children}
      </form>
    </TriggerDialog>
  );
}
