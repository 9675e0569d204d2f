import { useTranslation } from 'react-i18next';
import { SESSION_STATES, type AssessmentProgress as Progress } from '@cogniplay/contract';
import { ChartFigure } from '@/components/charts/chart-figure';
import { QuerySection } from '@/components/query-section';
import { useAssessmentProgress } from '../api/get-assessment-progress';

/**
 * How far the assessment has come: its sessions counted by state, the completion rate, and the
 * completed sessions' accuracy as a distribution (a chart with a table alternative).
 */
export function AssessmentProgress({ assessmentId }: { assessmentId: number }) {
  const { t } = useTranslation('assessments');
  const progress = useAssessmentProgress(assessmentId);
  return (
    <QuerySection
      title={t('progress.title')}
      className="grid gap-6"
      query={progress}
      errorText={t('progress.error')}
      loadingText={t('progress.loading')}
    >
      {(data) => <ProgressFigures progress={data} />}
    </QuerySection>
  );
}

function ProgressFigures({ progress }: { progress: Progress }) {
  const { t, i18n } = useTranslation('assessments');
  const percent = (value: number, digits = 0) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'percent',
      maximumFractionDigits: digits,
    }).format(value);
  const completed = progress.accuracy.reduce((sum, bin) => sum + bin.sessions, 0);
  const bins = progress.accuracy.map((bin) => ({
    key: String(bin.from),
    label: `${percent(bin.from)}–${percent(bin.to)}`,
    value: bin.sessions,
  }));
  return (
    <>
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        data-testid="progress-board"
      >
        <div className="bg-muted/50 rounded-lg p-3">
          <dt className="text-muted-foreground text-sm">{t('progress.completionRate')}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="completion-rate">
            {progress.completionRate === null ? '–' : percent(progress.completionRate, 1)}
          </dd>
        </div>
        {SESSION_STATES.map((state) => (
          <div key={state} className="rounded-lg border p-3" data-testid={`progress-${state}`}>
            <dt className="text-muted-foreground text-sm">{t(`state.${state}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{progress.states[state]}</dd>
          </div>
        ))}
      </dl>
      {progress.excludedSessions > 0 && (
        <p className="text-muted-foreground text-sm" data-testid="progress-excluded">
          {t('progress.excluded', { count: progress.excludedSessions })}
        </p>
      )}
      {completed === 0 ? (
        <p className="text-muted-foreground">{t('progress.noCompleted')}</p>
      ) : (
        <ChartFigure
          title={t('progress.accuracyTitle')}
          summary={t('progress.accuracySummary', {
            count: completed,
            bins: bins
              .filter((bin) => bin.value > 0)
              .map((bin) => `${bin.label}: ${bin.value}`)
              .join(', '),
          })}
          columns={[t('progress.accuracy'), t('progress.sessions')]}
          tableLabel={t('progress.showTable')}
          data={bins}
          valueName={t('progress.sessions')}
        />
      )}
    </>
  );
}
