import { useTranslation } from 'react-i18next';
import { COMPLETED_DAYS, type SessionStatistics } from '@cogniplay/contract';
import { ChartFigure } from '@/components/charts/chart-figure';
import { QuerySection } from '@/components/query-section';
import { useSessionStatistics } from './api/get-session-statistics';
import { GameScores } from './game-scores';

/**
 * The statistics page's charts: sessions completed per day over the last days, and the mean
 * accuracy of each assessment's completed sessions, each with its table; then each game's scores.
 */
export function SessionCharts() {
  const { t } = useTranslation('statistics');
  const figures = useSessionStatistics();
  return (
    <QuerySection
      title={t('charts.title')}
      className="grid gap-8 lg:grid-cols-2"
      query={figures}
      errorText={t('charts.error')}
      loadingText={t('charts.loading')}
    >
      {(data) => <Charts figures={data} />}
    </QuerySection>
  );
}

function Charts({ figures }: { figures: SessionStatistics }) {
  const { t, i18n } = useTranslation('statistics');
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const days = figures.completedByDay.map((entry) => ({
    key: entry.day,
    label: day.format(new Date(`${entry.day}T00:00:00Z`)),
    value: entry.sessions,
  }));
  const completed = days.reduce((sum, entry) => sum + entry.value, 0);
  const accuracy = figures.accuracyByAssessment.map((entry) => ({
    key: String(entry.assessment.id),
    label: entry.assessment.name,
    value: entry.meanAccuracy,
  }));
  return (
    <>
      <ChartFigure
        title={t('charts.completedTitle', { days: COMPLETED_DAYS })}
        summary={t('charts.completedSummary', {
          count: completed,
          days: COMPLETED_DAYS,
          busiest: days
            .filter((entry) => entry.value > 0)
            .map((entry) => `${entry.label}: ${entry.value}`)
            .join(', '),
        })}
        columns={[t('charts.day'), t('charts.sessions')]}
        tableLabel={t('charts.showTable')}
        zeroRowsNote={t('charts.zeroDaysLeftOut')}
        data={days}
        valueName={t('charts.sessions')}
      />
      {figures.excludedSessions > 0 && (
        <p
          className="text-muted-foreground text-sm lg:col-span-2"
          data-testid="statistics-excluded"
        >
          {t('charts.excluded', { count: figures.excludedSessions })}
        </p>
      )}
      {accuracy.length === 0 ? (
        <p className="text-muted-foreground">{t('charts.noAccuracy')}</p>
      ) : (
        <ChartFigure
          title={t('charts.accuracyTitle')}
          summary={t('charts.accuracySummary', {
            assessments: accuracy
              .map((entry) => `${entry.label}: ${percent.format(entry.value)}`)
              .join(', '),
          })}
          columns={[t('charts.assessment'), t('charts.meanAccuracy')]}
          tableLabel={t('charts.showTable')}
          data={accuracy}
          valueName={t('charts.meanAccuracy')}
          formatValue={(value) => percent.format(value)}
          maxValue={1}
          horizontal
        />
      )}
      <GameScores byGame={figures.byGame} />
    </>
  );
}
