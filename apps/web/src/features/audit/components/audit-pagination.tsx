import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous / next links of the audit log; the page lives in the address (?page=n). */
export function AuditPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('audit.pages')} className="mt-6 flex items-center justify-between gap-4">
      <Button variant="outline" size="sm" disabled={page <= 1} asChild={page > 1}>
        {page > 1 ? (
          <Link
            to="/admin/audit"
            search={(previous) => ({ ...previous, page: page > 2 ? page - 1 : undefined })}
          >
            <ChevronLeft aria-hidden="true" />
            {t('audit.previous')}
          </Link>
        ) : (
          <>
            <ChevronLeft aria-hidden="true" />
            {t('audit.previous')}
          </>
        )}
      </Button>
      <p className="text-muted-foreground text-sm">{t('audit.page', { page, pageCount })}</p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} asChild={page < pageCount}>
        {page < pageCount ? (
          <Link to="/admin/audit" search={(previous) => ({ ...previous, page: page + 1 })}>
            {t('audit.next')}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : (
          <>
            {t('audit.next')}
            <ChevronRight aria-hidden="true" />
          </>
        )}
      </Button>
    </nav>
  );
}
