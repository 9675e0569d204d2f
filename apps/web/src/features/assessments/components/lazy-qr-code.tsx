import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const QrCode = lazy(() => import('./qr-code'));

/** The QR code, its library fetched on first use; a blank square of the same size until then. */
export function LazyQrCode(props: ComponentProps<typeof QrCode>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={cn('bg-muted', props.className)} />}>
      <QrCode {...props} />
    </Suspense>
  );
}
