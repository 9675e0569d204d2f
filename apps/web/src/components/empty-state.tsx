import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** What a list says when it has nothing to show, in a dashed box where the list would be. */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'text-muted-foreground rounded-xl border border-dashed p-8 text-center',
        className,
      )}
    >
      {children}
    </p>
  );
}
