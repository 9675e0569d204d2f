import { useId, type ReactNode } from 'react';
import { SESSION_STATES } from '@cogniplay/contract';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import type { SessionsSearch } from '../session-state-search';
import { SessionsList } from './sessions-list';

/** What the school and class selects get: the choice, and where a change goes. */
export type ClassFilterProps = {
  /** Prefix of the selects' ids. */
  id: string;
  researchInstituteId: number;
  school: number | undefined;
  group: string | undefined;
  /** A new school also clears the class. */
  onChange: (change: { school?: number; group?: string }) => void;
};
export type RenderClassFilter = (props: ClassFilterProps) => ReactNode;

type AssessmentSessionsProps = {
  assessment: { id: number; researchInstitute: { id: number } };
  filter: SessionsSearch;
  onFilterChange: (filter: SessionsSearch) => void;
  /** Draws the school and class selects; without it the list filters by state only. */
  renderClassFilter?: RenderClassFilter | undefined;
};

/** The assessment page's sessions, filtered by state, school and class (kept in the URL by the page). */
export function AssessmentSessions({
  assessment,
  filter,
  onFilterChange,
  renderClassFilter,
}: AssessmentSessionsProps) {
  const { t } = useTranslation('assessments');
  const filterId = useId();
  const { state, school, group } = filter;
  const filtered = state !== undefined || school !== undefined || group !== undefined;

  return (
    <section aria-labelledby={`${filterId}-title`} className="grid gap-3">
      <h2 id={`${filterId}-title`} className="text-lg font-semibold">
        {t('sessions.title')}
      </h2>
      <div role="search" aria-label={t('sessions.filters')} className="grid gap-3 sm:grid-cols-3">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={filterId}>{t('sessions.filter')}</Label>
          <NativeSelect
            id={filterId}
            value={state ?? ''}
            onChange={(event) => {
              const next = SESSION_STATES.find((s) => s === event.target.value);
              onFilterChange({ school, group, ...(next && { state: next }) });
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
        {renderClassFilter?.({
          id: filterId,
          researchInstituteId: assessment.researchInstitute.id,
          school,
          group,
          onChange: (change) => onFilterChange({ state, school, group, ...change }),
        })}
      </div>
      <SessionsList
        // Another assessment or filter starts again at the first 50.
        key={`${assessment.id}-${state ?? 'all'}-${school ?? 'all'}-${group ?? 'all'}`}
        filter={{ assessmentId: assessment.id, state, schoolId: school, group }}
        by="participant"
        emptyText={filtered ? t('sessions.emptyFiltered') : t('sessions.empty')}
      />
    </section>
  );
}
