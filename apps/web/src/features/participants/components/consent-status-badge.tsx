import { useTranslation } from 'react-i18next';
import type { ConsentStatus } from '@cogniplay/contract';
import { Badge } from '@/components/ui/badge';

/** A participant's consent status as a badge: only 'given' is shown as settled. */
export function ConsentStatusBadge({ status }: { status: ConsentStatus }) {
  const { t } = useTranslation('participants');
  const text = t(`consent.status.${status}`);
  return (
    <Badge
      variant={status === 'given' ? 'secondary' : 'outline'}
      className={
        status === 'refused' || status === 'withdrawn'
          ? 'border-destructive text-destructive'
          : undefined
      }
      data-consent={status}
      aria-label={t('consent.statusLabel', { status: text })}
    >
      {text}
    </Badge>
  );
}
