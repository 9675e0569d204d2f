import { useTranslation } from 'react-i18next';
import type { StartTarget } from '../open-sessions';

/** Subject IDs listed at most; the rest are counted, so the dialog stays short. */
const LISTED = 10;

/**
 * A start dialog's note on those it leaves out because the institute's sessions need consent
 * and theirs is not given: how many of those chosen, who (by subject ID) and why.
 */
export function LeftOutForConsent({
  leftOut,
  total,
}: {
  leftOut: readonly StartTarget[];
  total: number;
}) {
  const { t } = useTranslation('assessments');
  if (leftOut.length === 0) return null;
  const [first] = leftOut;
  const status = (target: StartTarget) => t(`start.consent.status.${target.consentStatus}`);
  return (
    <div
      role="note"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="left-out-for-consent"
    >
      {total === 1 && first ? (
        <p>{t('start.consent.one', { subjectId: first.subjectId, status: status(first) })}</p>
      ) : (
        <>
          <p>{t('start.consent.some', { count: leftOut.length, total })}</p>
          <ul aria-label={t('start.consent.list')} className="list-inside list-disc">
            {leftOut.slice(0, LISTED).map((target) => (
              <li key={target.id}>
                <span className="font-mono">{target.subjectId}</span> ({status(target)})
              </li>
            ))}
            {leftOut.length > LISTED && (
              <li>{t('start.refused.more', { count: leftOut.length - LISTED })}</li>
            )}
          </ul>
          <p>{t('start.consent.hint')}</p>
        </>
      )}
    </div>
  );
}
