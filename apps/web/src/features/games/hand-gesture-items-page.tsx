import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { handGestureInstancesQueryOptions } from './api/get-hand-gesture-instances';

/**
 * /games/hand-gesture/items: the uploaded instances, newest first (instead of the spec's
 * 'Coming soon.' placeholder, as issue 5 asks).
 */
export function HandGestureItemsPage() {
  const { t, i18n } = useTranslation('games');
  const { instances } = useSuspenseQuery(handGestureInstancesQueryOptions()).data;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('items.id')}</TableHead>
            <TableHead>{t('items.exercise')}</TableHead>
            <TableHead>{t('items.created')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {instances.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3} className="h-24 text-center">
                {t('table.noResults')}
              </TableCell>
            </TableRow>
          ) : (
            instances.map((instance) => (
              <TableRow key={instance.id}>
                <TableCell>
                  <Link
                    to="/games/hand-gesture/items/$id"
                    params={{ id: String(instance.id) }}
                    className="text-primary font-medium underline-offset-4 hover:underline"
                  >
                    {instance.id}
                  </Link>
                </TableCell>
                <TableCell>{instance.exerciseName ?? '—'}</TableCell>
                <TableCell>{dateFormat.format(new Date(instance.createdAt))}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
