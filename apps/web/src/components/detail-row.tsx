import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type DetailRowProps = {
  label: string;
  children: ReactNode;
  /** A wider label column, for long labels. */
  wide?: boolean;
};

/** One row of a details list (`<dl>`): the label, and beside it from `sm` up, the value. */
export function DetailRow({ label, children, wide = false }: DetailRowProps) {
  return (
    <div
      className={cn(
        'grid gap-1 py-3 sm:gap-4',
        wide ? 'sm:grid-cols-[16rem_1fr]' : 'sm:grid-cols-[12rem_1fr]',
      )}
    >
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
