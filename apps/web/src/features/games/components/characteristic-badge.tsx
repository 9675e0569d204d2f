import type { CharacteristicValue } from '@cogniplay/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A numbered on/off badge: one characteristic of an item, or one property of a rule. */
export function CharacteristicBadge({
  number,
  value,
}: {
  number: number;
  value: CharacteristicValue;
}) {
  return (
    <Badge
      variant={value === 'on' ? 'default' : 'outline'}
      className={cn('font-mono', value === 'off' && 'text-muted-foreground')}
    >
      <span>{number}</span>
      <span aria-hidden="true">·</span>
      <span>{value}</span>
    </Badge>
  );
}
