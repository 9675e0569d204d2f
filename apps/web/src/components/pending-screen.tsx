import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The spinner shown while authentication or a route is loading. It is also the fallback while
 * translations load, so it must not suspend itself.
 */
export function PendingScreen() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="flex min-h-svh w-full items-center justify-center" data-testid="pending">
      <Loader2
        role="status"
        aria-label={ready ? t('loading') : undefined}
        className="text-muted-foreground size-8 animate-spin"
      />
    </div>
  );
}
