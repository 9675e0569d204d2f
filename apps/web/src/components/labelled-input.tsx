import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type LabelledInputProps = ComponentProps<typeof Input> & {
  id: string;
  label: ReactNode;
  invalid: boolean;
  /** The id of the field's error text, announced with the field while it is invalid. */
  errorId?: string;
};

/** A form's text field: its label, then the input (no autocomplete), marked while invalid. */
export function LabelledInput({ id, label, invalid, errorId, ...props }: LabelledInputProps) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...props}
      />
    </>
  );
}
