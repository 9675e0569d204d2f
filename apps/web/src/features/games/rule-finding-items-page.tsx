import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { sortFn_basic, sortFn_text } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { RuleFindingInstanceSummary } from '@cogniplay/contract';
import { instancesQueryOptions } from './api/get-instances';
import {
  InstancesTable,
  instanceColumnHelper,
  instanceIdColumn,
} from './components/instances-table';
import { firstSortDirection } from './table-sort';

const route = getRouteApi('/_authenticated/games/rule-finding/items/');
const helper = instanceColumnHelper<RuleFindingInstanceSummary>();

/**
 * /games/rule-finding/items: the sortable, paginated instances table: ID (a link to
 * the detail), Sequence number and Label.
 */
export function RuleFindingItemsPage() {
  const { t } = useTranslation('games');
  const { instances } = useSuspenseQuery(instancesQueryOptions('rule-finding')).data;
  const search = route.useSearch();
  const navigate = route.useNavigate();

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
          sortFn: sortFn_text,
          sortDescFirst: firstSortDirection('text') === 'desc',
          sortUndefined: 'last',
          cell: (info) => info.getValue() ?? '',
        }),
      ]),
    [t],
  );

  return (
    <InstancesTable
      columns={columns}
      data={instances}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
