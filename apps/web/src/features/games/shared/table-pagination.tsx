import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type TablePaginationProps = {
  pageIndex: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** 'Page x of y' with Previous and Next buttons under a table. */
export function TablePagination(props: TablePaginationProps) {
  const { t } = useTranslation('games');
  return (
    <div className="flex items-center justify-end gap-2 py-4">
      <span className="text-muted-foreground mr-2 text-sm" aria-live="polite">
        {t('table.page', { page: props.pageIndex + 1, pages: Math.max(props.pageCount, 1) })}
      </span>
      <Button variant="outline" size="sm" onClick={props.onPrevious} disabled={!props.canPrevious}>
        <ChevronLeft aria-hidden="true" />
        {t('table.previous')}
      </Button>
      <Button variant="outline" size="sm" onClick={props.onNext} disabled={!props.canNext}>
        {t('table.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
