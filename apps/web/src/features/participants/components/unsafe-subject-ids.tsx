import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { subjectIdProblem, type Participant } from '@cogniplay/contract';

/** Most subject IDs the warning names; it says how many more there are. */
const NAMED_MAX = 20;

/**
 * A warning listing the subject IDs stored before the rule that an ID starts with a letter or
 * a digit and is no missing-value word: a spreadsheet guard changes them in CSV exports, or
 * analysis software reads them as missing (docs/exports.md). Nothing when there are none.
 */
export function UnsafeSubjectIds({ participants }: { participants: readonly Participant[] }) {
  const { t } = useTranslation('participants');
  const unsafe = participants
    .map((participant) => participant.subjectId)
    .filter((subjectId) => subjectIdProblem(subjectId) !== undefined);
  if (unsafe.length === 0) return null;
  const named = unsafe.slice(0, NAMED_MAX);
  return (
    <div
      className="grid grid-cols-[auto_1fr] gap-x-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="unsafe-subject-ids"
    >
      <TriangleAlert className="mt-0.5 size-4" aria-hidden="true" />
      <p className="font-medium">{t('unsafeIds.title', { count: unsafe.length })}</p>
      <p className="col-start-2">{t('unsafeIds.explanation')}</p>
      <p className="col-start-2 font-mono break-all">
        {named.join(', ')}
        {unsafe.length > named.length &&
          ` ${t('unsafeIds.more', { count: unsafe.length - named.length })}`}
      </p>
    </div>
  );
}
