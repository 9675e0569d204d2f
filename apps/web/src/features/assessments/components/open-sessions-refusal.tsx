import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import type { StartTarget } from '../open-sessions';

/** Subject IDs listed at most; the rest are counted, so the dialog stays short. */
const LISTED = 10;

type OpenSessionsRefusalProps = {
  /** Those who already have an open session of the assessment. */
  refused: readonly StartTarget[];
  /** How many the start was for. */
  total: number;
};

/**
 * The start dialog's answer to a refused start: who already has an open session of the
 * assessment, and that their links still work. It takes the focus, so that a second press of
 * Enter or Space does not land on the choice that starts another attempt.
 */
export function OpenSessionsRefusal({ refused, total }: OpenSessionsRefusalProps) {
  const { t } = useTranslation('assessments');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const [first] = refused;

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="alert"
      className="bg-muted grid gap-2 rounded-md border p-3 text-sm outline-none focus-visible:ring-2"
    >
      <p className="font-semibold">{t('start.refused.title')}</p>
      {total === 1 && first ? (
        <p>{t('start.refused.one', { subjectId: first.subjectId })}</p>
      ) : (
        <>
          <p>{t('start.refused.some', { count: refused.length, total })}</p>
          <ul aria-label={t('start.refused.list')} className="list-inside list-disc font-mono">
            {refused.slice(0, LISTED).map((participant) => (
              <li key={participant.id}>{participant.subjectId}</li>
            ))}
            {refused.length > LISTED && (
              <li className="font-sans">
                {t('start.refused.more', { count: refused.length - LISTED })}
              </li>
            )}
          </ul>
          <p>{t('start.refused.someHint', { count: refused.length })}</p>
        </>
      )}
    </div>
  );
}

type RefusedStartProps = {
  /** Those the start was for. */
  participants: readonly StartTarget[];
  /** Those of them who already have an open session of the assessment. */
  refused: readonly StartTarget[];
  pending: boolean;
  /** Starts again: for all with another attempt, or for the others only. */
  onStart: (targets: readonly StartTarget[], anotherAttempt: boolean) => void;
};

/**
 * A start dialog after a refused start: who has an open session, then the choices. Of several,
 * starting for the others only is the first choice; another attempt for all is the second.
 */
export function RefusedStart({ participants, refused, pending, onStart }: RefusedStartProps) {
  const { t } = useTranslation('assessments');
  const refusedIds = new Set(refused.map((participant) => participant.id));
  const others = participants.filter((participant) => !refusedIds.has(participant.id));
  const count = participants.length;
  return (
    <>
      <OpenSessionsRefusal refused={refused} total={count} />
      {/* Three buttons wrap rather than leave the dialog. */}
      <DialogFooter className="sm:flex-wrap">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button
          type="button"
          variant={others.length > 0 ? 'outline' : 'default'}
          disabled={pending}
          onClick={() => onStart(participants, true)}
        >
          {count === 1 ? t('start.again') : t('start.againForAll', { count })}
        </Button>
        {others.length > 0 && (
          <Button type="button" disabled={pending} onClick={() => onStart(others, false)}>
            {t('start.othersOnly', { count: others.length })}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
