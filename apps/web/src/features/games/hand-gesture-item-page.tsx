import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { handGestureInstanceQueryOptions } from './api/get-hand-gesture-instance';

const route = getRouteApi('/_authenticated/games/hand-gesture/items/$id');

/** /games/hand-gesture/items/{id}: one instance's task data. */
export function HandGestureItemPage() {
  const { t, i18n } = useTranslation('games');
  const { id } = route.useParams();
  const instance = useSuspenseQuery(handGestureInstanceQueryOptions(id)).data;
  const created = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(instance.createdAt));

  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
          <Link to="/games/hand-gesture/items">
            <ArrowLeft aria-hidden="true" />
            {t('item.back')}
          </Link>
        </Button>
        <h2 className="text-xl font-semibold tracking-tight">
          {t('handGesture.itemTitle', { id: instance.id })}
        </h2>
        <dl className="text-muted-foreground mt-1 flex flex-wrap gap-x-4 text-sm">
          <div className="flex gap-1">
            <dt>{t('items.exercise')}</dt>
            <dd>{instance.exerciseName ?? '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('items.created')}</dt>
            <dd>{created}</dd>
          </div>
        </dl>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('handGesture.taskData')}</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="bg-muted overflow-x-auto rounded-md p-4 font-mono text-xs">
            {JSON.stringify(instance.taskData, null, 2)}
          </pre>
        </CardContent>
      </Card>
    </div>
  );
}
