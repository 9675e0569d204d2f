import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { sortFn_basic } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { RuleFindingInstanceSummary } from '@cogniplay/contract';
import { GameItemsTable } from '../shared/game-items-table';
import {
  instanceColumnHelper,
  instanceIdColumn,
  optionalTextSorting,
} from '../shared/instances-table';
import { firstSortDirection } from '../shared/table-sort';
import type { RuleFindingItemsColumn } from './items-search';

const route = getRouteApi('/_authenticated/games/rule-finding/items/');
const helper = instanceColumnHelper<RuleFindingInstanceSummary>();

/**
 * /games/rule-finding/items: the sortable, paginated instances table: ID (a link to
 * the detail), Sequence number and Label.
 */
export function RuleFindingItemsPage() {
  const { t } = useTranslation('games');

  const columns = useMemo(
    () =>
      helper.columns([
        instanceIdColumn<RuleFindingInstanceSummary>(
          t('items.id'),
          '/games/rule-finding/items/$id',
        ),
        helper.accessor('sequenceNumber', {
          header: t('items.sequenceNumber'),
          sortFn: sortFn_basic,
          sortDescFirst: firstSortDirection('number') === 'desc',
        }),
        helper.accessor((row) => row.label ?? undefined, {
          id: 'label',
          header: t('items.label'),
          ...optionalTextSorting,
          cell: (info) => info.getValue() ?? '',
        }),
      ]),
    [t],
  );

  return (
    <GameItemsTable<'rule-finding', RuleFindingItemsColumn>
      game="rule-finding"
      route={route}
      columns={columns}
    />
  );
}
