import { useTranslation } from 'react-i18next';
import type { GameStatistics } from '@cogniplay/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { webGames } from '@/features/games/registry';
import { useGameResultViews, viewOf } from '@/features/games/results-registry';
import { useScoreFormat } from '@/lib/score-format';

/**
 * The statistics page's scores by game: for each game with answers in completed sessions, its
 * sessions, answers and accuracy over all of them together, and its own measures (as a session's
 * results show them: features/games/<game>/results).
 */
export function GameScores({ byGame }: { byGame: readonly GameStatistics[] }) {
  const { t } = useTranslation('statistics');
  const format = useScoreFormat();
  const views = useGameResultViews(format);
  return (
    <section aria-labelledby="game-scores-heading" className="lg:col-span-2">
      <h3 id="game-scores-heading" className="mb-1 text-lg font-semibold">
        {t('games.title')}
      </h3>
      <p className="text-muted-foreground mb-3 text-sm">{t('games.note')}</p>
      {byGame.length === 0 ? (
        <p className="text-muted-foreground">{t('games.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {byGame.map((entry) => {
            const rows = [
              { label: t('games.sessions'), value: format.number(entry.sessions) },
              { label: t('games.answered'), value: format.number(entry.answered) },
              { label: t('games.accuracy'), value: format.accuracy(entry.accuracy) },
              ...viewOf(views, entry.game).measureRows(entry),
            ];
            return (
              <li key={entry.game}>
                <Card className="h-full gap-2">
                  <CardHeader>
                    <CardTitle className="text-base">
                      {t(webGames[entry.game].navLabelKey, { ns: 'common' })}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                      {rows.map(({ label, value }) => (
                        <div key={label} className="contents">
                          <dt className="text-muted-foreground">{label}</dt>
                          <dd className="tabular-nums">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
