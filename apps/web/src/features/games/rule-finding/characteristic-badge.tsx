import { numberFromOne, type CharacteristicValue } from '@cogniplay/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * An on/off badge: one characteristic of an item, or one property of a rule, numbered from 1 as
 * the export's columns are (`characteristics[0]` and `"index": 0` both show as 1).
 */
export function CharacteristicBadge({
  index,
  value,
}: {
  index: number;
  value: CharacteristicValue;
}) {
  return (
    <Badge
      variant={value === 'on' ? 'default' : 'outline'}
      className={cn('font-mono', value === 'off' && 'text-muted-foreground')}
    >
      <span>{numberFromOne(index)}</span>
      <span aria-hidden="true">·</span>
      <span>{value}</span>
    </Badge>
  );
}
