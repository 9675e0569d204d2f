import type { ReactNode } from 'react';
import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type PageHeaderProps = {
  title: ReactNode;
  subheader?: ReactNode;
  /** A back button: to `to` when given, else one step back in history. Label defaults to 'Back'. */
  back?: { to?: LinkProps['to']; params?: LinkProps['params']; label?: string };
  /** Buttons shown on the right (e.g. Invite). */
  actions?: ReactNode;
};

/** The heading block every page starts with: title, optional subheader and back button. */
export function PageHeader({ title, subheader, back, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const backLabel = back?.label ?? t('back');

  return (
    <div className="mb-6 flex flex-col gap-3" data-testid="page-header">
      {back &&
        (back.to ? (
          <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
            <Link to={back.to} params={back.params}>
              <ArrowLeft aria-hidden="true" />
              {backLabel}
            </Link>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2 w-fit"
            onClick={() => router.history.back()}
          >
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Button>
        ))}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
          {subheader && <p className="text-muted-foreground mt-1">{subheader}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}
