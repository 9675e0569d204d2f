import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Where a failed role check leads: an explanation and a button back to home. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-h-[60svh] flex-col items-center justify-center gap-3 p-6 text-center"
      data-testid="unauthorized"
    >
      <ShieldAlert className="text-destructive size-12" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{t('unauthorized.title')}</h1>
      <p className="text-lg">{t('unauthorized.description')}</p>
      <p className="text-muted-foreground max-w-md">{t('unauthorized.message')}</p>
      <Button asChild className="mt-2">
        <Link to="/">{t('unauthorized.backHome')}</Link>
      </Button>
    </div>
  );
}
