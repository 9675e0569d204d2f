import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MainLandmark } from '@/components/main-landmark';
import { buttonVariants } from '@/components/ui/button-variants';

/** Default not-found screen: 404, an apology and a button back to home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MainLandmark>
      <div
        className="flex min-h-[60svh] flex-col items-center justify-center gap-3 p-6 text-center"
        data-testid="not-found"
      >
        <h1 className="text-primary text-7xl font-bold tracking-tight">404</h1>
        <p className="text-xl font-semibold">{t('notFound.title')}</p>
        <p className="text-muted-foreground max-w-md">{t('notFound.message')}</p>
        <Link to="/" className={buttonVariants({ className: 'mt-2' })}>
          {t('notFound.backHome')}
        </Link>
      </div>
    </MainLandmark>
  );
}
