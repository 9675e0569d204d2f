import type { Session } from '@cogniplay/contract';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '@/components/detail-row';
import { formatDateTime } from '@/lib/format-date';

/**
 * How a session ended early on the tablet: the child's no, or a stop (by whom, why), when, and
 * what became of the answers given before it.
 */
export function EarlyEndRow({ session }: { session: Session }) {
  const { t, i18n } = useTranslation('assessments');
  const { earlyEnd } = session;
  if (!earlyEnd) return null;
  const what = t(`session.earlyEnd.${earlyEnd.reason}`);
  return (
    <DetailRow label={t('session.endedEarly')}>
      <span data-testid="session-early-end">
        {earlyEnd.stopReason ? `${what} (${t(`session.stopReason.${earlyEnd.stopReason}`)})` : what}
        {', '}
        <time dateTime={earlyEnd.at}>{formatDateTime(earlyEnd.at, i18n.language)}</time>
        {earlyEnd.discardedAnswers > 0 ? (
          <span className="block">
            {t('session.answersDiscarded', { count: earlyEnd.discardedAnswers })}
          </span>
        ) : (
          session.answeredCount > 0 && <span className="block">{t('session.answersKept')}</span>
        )}
      </span>
    </DetailRow>
  );
}
