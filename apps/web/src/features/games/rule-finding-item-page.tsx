import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ruleFindingInstanceQueryOptions } from './api/get-rule-finding-instance';
import { RuleFindingItemList } from './components/rule-finding-item-list';
import { RuleView } from './components/rule-view';

const route = getRouteApi('/_authenticated/games/rule-finding/items/$id');

/** /games/rule-finding/items/{id}: one instance with its rule and items (spec 2.10). */
export function RuleFindingItemPage() {
  const { t } = useTranslation('games');
  const { id } = route.useParams();
  const instance = useSuspenseQuery(ruleFindingInstanceQueryOptions(id)).data;
  const { rule, demonstrationItems, targetItems } = instance.itemData;

  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
          <Link to="/games/rule-finding/items">
            <ArrowLeft aria-hidden="true" />
            {t('item.back')}
          </Link>
        </Button>
        <h2 className="text-xl font-semibold tracking-tight">
          {instance.label ?? t('item.title', { sequence: instance.sequenceNumber })}
        </h2>
        <dl className="text-muted-foreground mt-1 flex flex-wrap gap-x-4 text-sm">
          <div className="flex gap-1">
            <dt>{t('item.id')}</dt>
            <dd>{instance.id}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('item.sequence')}</dt>
            <dd>{instance.sequenceNumber}</dd>
          </div>
          {instance.exerciseName && (
            <div className="flex gap-1">
              <dt>{t('item.exercise')}</dt>
              <dd>{instance.exerciseName}</dd>
            </div>
          )}
        </dl>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('item.appliedRule')}</CardTitle>
        </CardHeader>
        <CardContent>
          <RuleView rule={rule} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <RuleFindingItemList list="demonstration" items={demonstrationItems} rule={rule} />
        <RuleFindingItemList list="target" items={targetItems} rule={rule} />
      </div>
    </div>
  );
}
