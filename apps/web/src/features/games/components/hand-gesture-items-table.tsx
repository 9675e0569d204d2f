import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { sortFn_basic, sortFn_text } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { HandGestureInstanceSummary } from '@cogniplay/contract';
import type { ItemsSearch } from '../items-search';
import { firstSortDirection } from '../table-sort';
import { InstancesTable, instanceColumnHelper } from './instances-table';

const helper = instanceColumnHelper<HandGestureInstanceSummary>();

type HandGestureItemsTableProps<TColumn extends string> = {
  instances: HandGestureInstanceSummary[];
  search: ItemsSearch<TColumn>;
  onSearchChange: (search: ItemsSearch<TColumn>) => void;
};

/** The hand-gesture instances: ID (a link to the task data), exercise and creation time. */
export function HandGestureItemsTable<TColumn extends string>({
  instances,
  search,
  onSearchChange,
}: HandGestureItemsTableProps<TColumn>) {
  const { t, i18n } = useTranslation('games');

  const columns = useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return helper.columns([
      helper.accessor('id', {
        header: t('items.id'),
        sortFn: sortFn_basic,
        sortDescFirst: firstSortDirection('number') === 'desc',
        cell: (info) => (
          <Link
            to="/games/hand-gesture/items/$id"
            params={{ id: info.getValue() }}
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {info.getValue()}
          </Link>
        ),
      }),
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
      onSearchChange={onSearchChange}
    />
  );
}
