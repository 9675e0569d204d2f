import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { instanceQueryOptions } from '../shared/api/get-instances';
import { InstanceHeader } from '../shared/instance-header';
import { RuleFindingChildPreview } from './pictures/child-preview';
import { RuleFindingItemList } from './rule-finding-item-list';
import { RuleView } from './rule-view';

const route = getRouteApi('/_authenticated/games/rule-finding/items/$id');

/** /games/rule-finding/items/{id}: one instance with its rule and items. */
export function RuleFindingItemPage() {
  const { t } = useTranslation('games');
  const { id } = route.useParams();
  const instance = useSuspenseQuery(instanceQueryOptions('rule-finding', id)).data;
  const { rule, demonstrationItems, targetItems } = instance.itemData;

  return (
    <div className="grid gap-6">
      <InstanceHeader
        backTo="/games/rule-finding/items"
        title={instance.label ?? t('item.title', { sequence: instance.sequenceNumber })}
        facts={[
          { label: t('item.id'), value: instance.id },
          { label: t('item.sequence'), value: instance.sequenceNumber },
          ...(instance.exerciseName
            ? [{ label: t('item.exercise'), value: instance.exerciseName }]
            : []),
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle>{t('item.appliedRule')}</CardTitle>
        </CardHeader>
        <CardContent>
          <RuleView rule={rule} />
          <p className="text-muted-foreground mt-3 text-xs">{t('item.numbering')}</p>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <RuleFindingItemList list="demonstration" items={demonstrationItems} rule={rule} />
        <RuleFindingItemList list="target" items={targetItems} rule={rule} />
      </div>
      <RuleFindingChildPreview demonstrationItems={demonstrationItems} targetItems={targetItems} />
    </div>
  );
}
