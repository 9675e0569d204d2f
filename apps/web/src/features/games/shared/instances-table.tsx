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
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { TextLink } from '@/components/text-link';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { GamePath } from './game-tabs';
import type { ItemsSearch } from './items-search';
import { firstSortDirection } from './table-sort';
import { SortableHeader } from './sortable-header';
import { TablePagination } from './table-pagination';

/** Tables start at page index 0 with 10 rows a page. */
export const PAGE_SIZE = 10;

// Sorting and paging run in the browser: the list endpoints answer compact summaries, and
// 10,000 of them sort in a few milliseconds while only one page is rendered.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

/** The table features an InstancesTable's columns are defined for. */
export type InstanceColumnFeatures = typeof features;

/** Column definitions for an InstancesTable of rows of type `T`. */
export const instanceColumnHelper = <T extends RowData>() =>
  createColumnHelper<typeof features, T>();

/** How a column of texts sorts: in the first direction for texts, rows without one last. */
export const optionalTextSorting = {
  sortFn: sortFn_text,
  sortDescFirst: firstSortDirection('text') === 'desc',
  sortUndefined: 'last',
} as const;

/** The ID column of both games' tables: a link to the instance's page. */
export function instanceIdColumn<T extends RowData & { id: number }>(
  header: string,
  to: `${GamePath}/items/$id`,
) {
  return instanceColumnHelper<T>().accessor((row) => row.id, {
    id: 'id',
    header,
    sortFn: sortFn_basic,
    sortDescFirst: firstSortDirection('number') === 'desc',
    cell: (info) => (
      <TextLink
        to={to}
        params={{ id: info.getValue() }}
        // The item page carries the table's sort and page, so 'All items' returns to them.
        search={true}
      >
        {info.getValue()}
      </TextLink>
    ),
  });
}

type InstancesTableProps<T extends RowData, TColumn extends string> = {
  // The helper's accessor columns have differing value types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<typeof features, T, any>[];
  data: T[];
  search: ItemsSearch<TColumn>;
  onSearchChange: (search: ItemsSearch<TColumn>) => void;
};

function apply<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

/**
 * A game's instances as a table with sortable headers and pages of 10. The URL
 * owns sort and page: every change is a navigation, so a link or reload keeps the view.
 */
export function InstancesTable<T extends RowData, TColumn extends string>({
  columns,
  data,
  search,
  onSearchChange,
}: InstancesTableProps<T, TColumn>) {
  const { t } = useTranslation('games');
  const sorting: SortingState = search.sort
    ? [{ id: search.sort, desc: search.order === 'desc' }]
    : [];
  const pagination: PaginationState = { pageIndex: (search.page ?? 1) - 1, pageSize: PAGE_SIZE };

  const table = useTable({
    features,
    columns,
    data,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [next] = apply(updater, sorting);
      onSearchChange(next ? { sort: next.id as TColumn, order: next.desc ? 'desc' : 'asc' } : {});
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
