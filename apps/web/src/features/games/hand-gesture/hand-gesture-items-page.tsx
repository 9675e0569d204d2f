import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { sortFn_basic } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { HandGestureInstanceSummary } from '@cogniplay/contract';
import { GameItemsTable } from '../shared/game-items-table';
import {
  instanceColumnHelper,
  instanceIdColumn,
  optionalTextSorting,
} from '../shared/instances-table';
import { firstSortDirection } from '../shared/table-sort';
import type { HandGestureItemsColumn } from './items-search';

const route = getRouteApi('/_authenticated/games/hand-gesture/items/');
const helper = instanceColumnHelper<HandGestureInstanceSummary>();

/**
 * /games/hand-gesture/items: the uploaded instances, sortable and paginated (where a 'Coming
 * soon.' placeholder stood before): ID (a link to the task data), exercise
 * and creation time.
 */
export function HandGestureItemsPage() {
  const { t, i18n } = useTranslation('games');

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
        ...optionalTextSorting,
        cell: (info) => info.getValue() ?? '—',
      }),
      // The task children play, or why they cannot.
      helper.accessor('task', {
        header: t('handGesture.task'),
        enableSorting: false,
        cell: (info) => {
          const { task, playProblems } = info.row.original;
          if (task !== null && playProblems.length === 0) return t(`handGesture.kinds.${task}`);
          return (
            <span className="text-muted-foreground">
              {t('handGesture.notPlayable')}
              <span className="block max-w-64 text-xs">{playProblems.join('; ')}</span>
            </span>
          );
        },
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
    <GameItemsTable<'hand-gesture', HandGestureItemsColumn>
      game="hand-gesture"
      route={route}
      columns={columns}
    />
  );
}
