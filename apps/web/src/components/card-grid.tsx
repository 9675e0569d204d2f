import { useMemo, type ReactNode } from 'react';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { sortByName } from '@/lib/compare-text';
import { cn } from '@/lib/utils';

/** Card grids: one column on phones, two on tablets, three on wide screens. */
export function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3', className)}>
      {children}
    </ul>
  );
}

type NamedCardGridProps<T> = {
  items: readonly T[];
  /** Shown instead of the grid when there are no items. */
  empty: string;
  /** An item's card, with its key. */
  card: (item: T) => ReactNode;
};

/**
 * Named records (schools, institutes) as cards sorted by name, case-insensitively; a long list
 * is rendered a slice at a time, so the page stays responsive while it fills.
 */
export function NamedCardGrid<T extends { name: string }>({
  items,
  empty,
  card,
}: NamedCardGridProps<T>) {
  const sorted = useMemo(() => sortByName(items), [items]);
  const shown = useProgressiveCount(sorted.length);

  if (sorted.length === 0) {
    return <p className="text-muted-foreground">{empty}</p>;
  }
  return <CardGrid>{sorted.slice(0, shown).map((item) => card(item))}</CardGrid>;
}
