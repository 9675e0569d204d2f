import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { instanceQueryOptions } from '../shared/api/get-instances';
import { InstanceHeader } from '../shared/instance-header';
import { TaskPreview } from './task-preview';

const route = getRouteApi('/_authenticated/games/hand-gesture/items/$id');

/** /games/hand-gesture/items/{id}: one instance's task as the child sees it, and its data. */
export function HandGestureItemPage() {
  const { t, i18n } = useTranslation('games');
  const { id } = route.useParams();
  const instance = useSuspenseQuery(instanceQueryOptions('hand-gesture', id)).data;
  const created = formatDateTime(instance.createdAt, i18n.language);

  return (
    <div className="grid gap-6">
      <InstanceHeader
        backTo="/games/hand-gesture/items"
        title={t('handGesture.itemTitle', { id: instance.id })}
        facts={[
          { label: t('items.exercise'), value: instance.exerciseName ?? '—' },
          { label: t('items.created'), value: created },
        ]}
      />
      <TaskPreview taskData={instance.taskData} />
      <Card>
        <CardHeader>
          <CardTitle>{t('handGesture.taskData')}</CardTitle>
        </CardHeader>
        <CardContent>
          {/* Wrapped, not scrolled: a long value stays readable and the page keyboard-free. */}
          <pre className="bg-muted rounded-md p-4 font-mono text-xs whitespace-pre-wrap">
            {JSON.stringify(instance.taskData, null, 2)}
          </pre>
        </CardContent>
      </Card>
    </div>
  );
}
