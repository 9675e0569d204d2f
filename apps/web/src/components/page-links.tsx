import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type PageLinksProps = {
  /** The route whose `?page=` these links change; its other search parameters stay. */
  to: NonNullable<LinkProps['to']>;
  page: number;
  pageCount: number;
  /** The texts, translated: the navigation's name, the two links and 'Page x of y'. */
  labels: { nav: string; previous: string; next: string; status: string };
};

/** Previous / next links under a paged list whose page lives in the address (?page=n). */
export function PageLinks({ to, page, pageCount, labels }: PageLinksProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex items-center justify-between gap-4">
      <PageLink to={to} page={page - 1} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {labels.previous}
      </PageLink>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {labels.status}
      </p>
      <PageLink to={to} page={page + 1} disabled={page >= pageCount}>
        {labels.next}
        <ChevronRight aria-hidden="true" />
      </PageLink>
    </nav>
  );
}

function PageLink({
  to,
  page,
  disabled,
  children,
}: {
  to: PageLinksProps['to'];
  page: number;
  disabled: boolean;
  children: ReactNode;
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
        to={to}
        // The filters stay; page 1 stays out of the URL.
        search={(previous) => ({ ...previous, page: page > 1 ? page : undefined })}
      >
        {children}
      </Link>
    </Button>
  );
}
