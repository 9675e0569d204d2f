import { useId } from 'react';
import { SESSION_STATES, type SessionState } from '@cogniplay/contract';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { SessionsList } from './sessions-list';

type AssessmentSessionsProps = {
  assessmentId: number;
  state: SessionState | undefined;
  onStateChange: (state: SessionState | undefined) => void;
};

/** The assessment page's sessions, filtered by state (kept in the URL by the page). */
export function AssessmentSessions({
  assessmentId,
  state,
  onStateChange,
}: AssessmentSessionsProps) {
  const { t } = useTranslation('assessments');
  const filterId = useId();

  return (
    <section aria-labelledby={`${filterId}-title`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${filterId}-title`} className="text-lg font-semibold">
          {t('sessions.title')}
        </h2>
        <div className="grid w-full gap-1 sm:w-56">
          <Label htmlFor={filterId} className="text-sm">
            {t('sessions.filter')}
          </Label>
          <NativeSelect
            id={filterId}
            value={state ?? ''}
            onChange={(event) => {
              const next = SESSION_STATES.find((s) => s === event.target.value);
              onStateChange(next);
            }}
          >
            <NativeSelectOption value="">{t('sessions.allStates')}</NativeSelectOption>
            {SESSION_STATES.map((s) => (
              <NativeSelectOption key={s} value={s}>
                {t(`state.${s}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      </div>
      <SessionsList
        // Another assessment or state starts again at the first 50.
        key={`${assessmentId}-${state ?? 'all'}`}
        filter={{ assessmentId, state }}
        by="participant"
        emptyText={state ? t('sessions.emptyFiltered') : t('sessions.empty')}
      />
    </section>
  );
}
