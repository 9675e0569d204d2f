import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type SearchInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'onChange'> & {
  /** The text as typed, at every change. */
  onValueChange: (value: string) => void;
  /** A magnifier inside the box, on the left. */
  icon?: boolean;
};

/** A search box: a text input of type search that reports its text as it changes. */
export function SearchInput({
  onValueChange,
  icon = false,
  className,
  ...props
}: SearchInputProps) {
  const input = (
    <Input
      type="search"
      {...props}
      className={cn(icon && 'pl-8', className)}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
  if (!icon) return input;
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2"
      />
      {input}
    </div>
  );
}
