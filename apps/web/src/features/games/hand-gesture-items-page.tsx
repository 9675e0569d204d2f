import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { sortFn_basic, sortFn_text } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { HandGestureInstanceSummary } from '@cogniplay/contract';
import { instancesQueryOptions } from './api/get-instances';
import {
  InstancesTable,
  instanceColumnHelper,
  instanceIdColumn,
} from './components/instances-table';
import { firstSortDirection } from './table-sort';

const route = getRouteApi('/_authenticated/games/hand-gesture/items/');
const helper = instanceColumnHelper<HandGestureInstanceSummary>();

/**
 * /games/hand-gesture/items: the uploaded instances, sortable and paginated (where a 'Coming
 * soon.' placeholder stood before): ID (a link to the task data), exercise
 * and creation time.
 */
export function HandGestureItemsPage() {
  const { t, i18n } = useTranslation('games');
  const { instances } = useSuspenseQuery(instancesQueryOptions('hand-gesture')).data;
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const columns = useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return helper.columns([
      instanceIdColumn<HandGestureInstanceSummary>(t('items.id'), '/games/hand-gesture/items/$id'),
      helper.accessor((row) => row.exerciseName ?? undefined, {
        id: 'exerciseName',
        header: t('items.exercise'),
        sortFn: sortFn_text,
        sortDescFirst: firstSortDirection('text') === 'desc',
        sortUndefined: 'last',
        cell: (info) => info.getValue() ?? '—',
      }),
      // ISO 8601 timestamps in UTC sort correctly as text.
      helper.accessor('createdAt', {
        header: t('items.created'),
        sortFn: sortFn_basic,
        sortDescFirst: firstSortDirection('date') === 'desc',
        cell: (info) => dateFormat.format(new Date(info.getValue())),
      }),
    ]);
  }, [t, i18n.language]);

  return (
    <InstancesTable
      columns={columns}
      data={instances}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
