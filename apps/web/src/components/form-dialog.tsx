import type { FormEvent, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
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
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className={cn('grid gap-4', className)}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}
