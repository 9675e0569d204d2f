import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';

type SortableHeaderProps = {
  label: string;
  sorted: false | 'asc' | 'desc';
  onToggle: ((event: unknown) => void) | undefined;
};

/** A column header that sorts its column on click, with an arrow for the current direction. */
export function SortableHeader({ label, sorted, onToggle }: SortableHeaderProps) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Button variant="ghost" size="sm" className="-ml-3 h-8" onClick={onToggle}>
      {label}
      <Icon aria-hidden="true" className={sorted ? undefined : 'text-muted-foreground'} />
    </Button>
  );
}
