import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type SearchInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'onChange'> & {
  /** The text as typed, at every change. */
  onValueChange: (value: string) => void;
};

/** A search box: a text input of type search that reports its text as it changes. */
export function SearchInput({ onValueChange, ...props }: SearchInputProps) {
  return <Input type="search" {...props} onChange={(event) => onValueChange(event.target.value)} />;
}
