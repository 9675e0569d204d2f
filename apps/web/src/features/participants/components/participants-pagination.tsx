import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous / next links of the participants grid; the page lives in the address (?page=n). */
export function ParticipantsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation('participants');
  if (pageCount <= 1) return null;

  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-6 flex items-center justify-between gap-4"
    >
      <PageLink page={page - 1} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {t('pagination.previous')}
      </PageLink>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t('pagination.status', { page, pageCount })}
      </p>
      <PageLink page={page + 1} disabled={page >= pageCount}>
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" />
      </PageLink>
    </nav>
  );
}

function PageLink({
  page,
  disabled,
  children,
}: {
  page: number;
  disabled: boolean;
  children: React.ReactNode;
}) {
  if (disabled) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to="/participants"
        // The filters stay; page 1 stays out of the URL.
        search={(previous) => ({ ...previous, page: page > 1 ? page : undefined })}
      >
        {children}
      </Link>
    </Button>
  );
}
