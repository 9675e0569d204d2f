import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { sortFn_basic, sortFn_text } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { RuleFindingInstanceSummary } from '@cogniplay/contract';
import type { ItemsSearch } from '../items-search';
import { firstSortDirection } from '../table-sort';
import { InstancesTable, instanceColumnHelper } from './instances-table';

const helper = instanceColumnHelper<RuleFindingInstanceSummary>();

type RuleFindingItemsTableProps<TColumn extends string> = {
  instances: RuleFindingInstanceSummary[];
  search: ItemsSearch<TColumn>;
  onSearchChange: (search: ItemsSearch<TColumn>) => void;
};

/** The rule-finding instances: ID (a link to the detail), Sequence number and Label (spec 2.10). */
export function RuleFindingItemsTable<TColumn extends string>({
  instances,
  search,
  onSearchChange,
}: RuleFindingItemsTableProps<TColumn>) {
  const { t } = useTranslation('games');

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('id', {
          header: t('items.id'),
          sortFn: sortFn_basic,
          sortDescFirst: firstSortDirection('number') === 'desc',
          cell: (info) => (
            <Link
              to="/games/rule-finding/items/$id"
              params={{ id: info.getValue() }}
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {info.getValue()}
            </Link>
          ),
        }),
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
      onSearchChange={onSearchChange}
    />
  );
}
