import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { RuleFindingInstanceSummary } from '@cogniplay/contract';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { RuleFindingItemsSearch, RuleFindingSortColumn } from '../rule-finding-items-search';
import { firstSortDirection } from '../table-sort';
import { SortableHeader } from './sortable-header';
import { TablePagination } from './table-pagination';

/** Spec 9: tables start at page index 0 with 10 rows a page. */
export const PAGE_SIZE = 10;

// Sorting and paging run in the browser: the list endpoint answers compact summaries, and
// 10,000 of them sort in a few milliseconds while only one page is rendered.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

const helper = createColumnHelper<typeof features, RuleFindingInstanceSummary>();

type RuleFindingItemsTableProps = {
  instances: RuleFindingInstanceSummary[];
  search: RuleFindingItemsSearch;
  onSearchChange: (search: RuleFindingItemsSearch) => void;
};

function toSorting(search: RuleFindingItemsSearch): SortingState {
  return search.sort ? [{ id: search.sort, desc: search.order === 'desc' }] : [];
}

function apply<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/** The rule-finding instances: ID (a link to the detail), Sequence number and Label (spec 2.10). */
export function RuleFindingItemsTable({
  instances,
  search,
  onSearchChange,
}: RuleFindingItemsTableProps) {
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
              params={{ id: String(info.getValue()) }}
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

  const sorting = toSorting(search);
  const pagination: PaginationState = { pageIndex: (search.page ?? 1) - 1, pageSize: PAGE_SIZE };

  const table = useTable({
    features,
    columns,
    data: instances,
    state: { sorting, pagination },
    // The URL owns sort and page: every change is a navigation.
    onSortingChange: (updater) => {
      const [next] = apply(updater, sorting);
      onSearchChange(
        next ? { sort: next.id as RuleFindingSortColumn, order: next.desc ? 'desc' : 'asc' } : {},
      );
    },
    onPaginationChange: (updater) => {
      const { pageIndex } = apply(updater, pagination);
      onSearchChange({ ...search, page: pageIndex + 1 });
    },
    autoResetPageIndex: false,
  });

  const rows = table.getRowModel().rows;

  return (
    <div>
      <div className="rounded-md border">
        <Table>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                      }
                    >
                      <SortableHeader
                        label={String(header.column.columnDef.header)}
                        sorted={sorted}
                        onToggle={header.column.getToggleSortingHandler()}
                      />
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {rows.length > 0 ? (
              rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : (
              <TableRow>
                <TableCell colSpan={columns.length} className="h-24 text-center">
                  {t('table.noResults')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      <TablePagination
        pageIndex={pagination.pageIndex}
        pageCount={table.getPageCount()}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </div>
  );
}
