import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Rule, RuleFindingItem } from '@cogniplay/contract';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { countMatching, followsRule } from '../item-matching';
import { CharacteristicBadge } from './characteristic-badge';

type RuleFindingItemListProps = {
  /** 'demonstration' or 'target': picks the card's texts. */
  list: 'demonstration' | 'target';
  items: RuleFindingItem[];
  rule: Rule;
};

/** The 'Demonstration Items' or 'Target Items' card of an instance. */
export function RuleFindingItemList({ list, items, rule }: RuleFindingItemListProps) {
  const { t } = useTranslation('games');
  const { matching, total } = countMatching(items);
  const name = t(`itemList.${list}.name`);

  return (
    <Card data-testid={`${list}-items`}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>{t('itemList.title', { name })}</CardTitle>
          <CardDescription>{t(`itemList.${list}.description`)}</CardDescription>
        </div>
        <Badge variant="secondary">{t('itemList.matching', { matching, total })}</Badge>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('itemList.empty', { name })}</p>
        ) : (
          <ol className="grid gap-3">
            {items.map((item, index) => {
              const follows = followsRule(rule, item);
              return (
                <li
                  key={index}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border p-3"
                >
                  {item.matchesRule ? (
                    <CircleCheck
                      className="size-5 text-emerald-600"
                      aria-label={t('itemList.match')}
                    />
                  ) : (
                    <CircleX
                      className="text-destructive size-5"
                      aria-label={t('itemList.noMatch')}
                    />
                  )}
                  <span className="font-medium">{t('itemList.item', { number: index + 1 })}</span>
                  <span className="flex flex-wrap gap-1.5">
                    {item.ruleFindingElement.characteristics.map((value, position) => (
                      <CharacteristicBadge key={position} index={position} value={value} />
                    ))}
                  </span>
                  {!follows && (
                    <span className="flex items-center gap-1 text-sm font-medium text-amber-700">
                      <TriangleAlert className="size-4" aria-hidden="true" />
                      {t('itemList.doesNotFollow')}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
