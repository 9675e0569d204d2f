import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Card grids: one column on phones, two on tablets, three on wide screens. */
export function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3', className)}>
      {children}
    </ul>
  );
}
