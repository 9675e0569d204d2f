import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleFindingInstanceSummary } from '@cogniplay/contract';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { matchesInstanceFilter } from '../instance-filter';
import { InstanceCells, InstanceHeadings } from './instance-columns';

/** Rows of the picker's table shown at once. */
export const PICKER_PAGE_SIZE = 10;

type InstancePickerProps = {
  instances: readonly RuleFindingInstanceSummary[];
  selectedIds: readonly number[];
  onToggle: (id: number) => void;
};

/**
 * The rule-finding instances as a filterable table with a checkbox per row: the filter matches
 * label, exercise name or sequence number; pages of ten keep thousands of rows fast.
 */
export function InstancePicker({ instances, selectedIds, onToggle }: InstancePickerProps) {
  const { t } = useTranslation('assessments');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [requestedPage, setPage] = useState(1);
  const matching = useMemo(
    () => instances.filter((instance) => matchesInstanceFilter(instance, filter)),
    [instances, filter],
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / PICKER_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const rows = matching.slice((page - 1) * PICKER_PAGE_SIZE, page * PICKER_PAGE_SIZE);
  const selected = new Set(selectedIds);

  if (instances.length === 0) {
    return <p className="text-muted-foreground">{t('form.noInstances')}</p>;
  }
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={filterId}>{t('form.filter')}</Label>
        <SearchInput
          id={filterId}
          autoComplete="off"
          placeholder={t('form.filterPlaceholder')}
          value={filter}
          onValueChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      </div>
      <div className="rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">
                <span className="sr-only">{t('form.select')}</span>
              </TableHead>
              <InstanceHeadings />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="h-20 text-center">
                  {t('form.noResults')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((instance) => {
                const checked = selected.has(instance.id);
                return (
                  <TableRow
                    key={instance.id}
                    data-state={checked ? 'selected' : undefined}
                    data-testid="picker-row"
                  >
                    <TableCell>
                      <Checkbox
                        checked={checked}
                        onCheckedChange={() => onToggle(instance.id)}
                        aria-label={t('form.selectInstance', { id: instance.id })}
                      />
                    </TableCell>
                    <TableCell className="tabular-nums">{instance.id}</TableCell>
                    <InstanceCells instance={instance} />
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>
      {pageCount > 1 && (
        <nav
          aria-label={t('form.tablePages')}
          className="flex items-center justify-end gap-2 text-sm"
        >
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('form.previous')}
          </Button>
          <span aria-live="polite">{t('form.page', { page, pageCount })}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            {t('form.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
