import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type {
  CommonScores,
  InstanceScores,
  PictureSet,
  PlayableGameSlug,
  SessionAnswer,
} from '@cogniplay/contract';
import { DetailRow } from '@/components/detail-row';
import { SectionCard } from '@/components/section-card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useScoreFormat, type ScoreFormat } from '@/lib/score-format';
import { webGames } from '@/features/games/registry';
import {
  entriesOf,
  useGameResultViews,
  viewOf,
  type GameResultView,
  type OfGame,
  type ResultColumn,
} from '@/features/games/results-registry';
import { useSessionResults } from '../api/get-session-results';

/**
 * How both results tables name an instance: its sequence number and its label, cut to one short
 * line (labels can be very long); the whole label is its title and stays in the text that a
 * screen reader reads.
 */
function InstanceName({ instance }: { instance: SessionAnswer['instance'] }) {
  return (
    <span className="flex max-w-56 min-w-0 items-baseline gap-1.5">
      <span className="shrink-0 tabular-nums">#{instance.sequenceNumber}</span>
      {instance.label && (
        <>
          {' '}
          <span className="text-muted-foreground min-w-0 truncate" title={instance.label}>
            {instance.label}
          </span>
        </>
      )}
    </span>
  );
}

const NUMERIC = 'text-right tabular-nums';
// Headings wrap between words (at the bottom of their row), so that numbers set the widths.
const HEADING = 'py-2 align-bottom whitespace-normal [overflow-wrap:normal]';

/**
 * The session's scores (docs/scoring.md): the common ones of all its answers and each game's own
 * of its answers, its scores by instance and one row per answer; with several games (a battery),
 * each game's measures and tables are named after it.
 */
export function SessionResults({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('assessments');
  const { t: tCommon } = useTranslation('common');
  const results = useSessionResults(sessionId);
  const format = useScoreFormat();
  const views = useGameResultViews(format);
  const data = results.data;
  const battery = (data?.games.length ?? 0) > 1;
  /** A label or caption, named after its game in a battery. */
  const ofGame = (game: PlayableGameSlug, text: string) =>
    battery ? `${tCommon(webGames[game].navLabelKey)}: ${text}` : text;

  const accuracyRow = (label: string, scores: CommonScores) => ({
    label,
    value: (
      <>
        {format.accuracy(scores.accuracy)}
        {scores.accuracy !== null && (
          <>
            {' '}
            <span className="text-muted-foreground">
              {t('results.correctOf', {
                correct: scores.correct,
                answered: scores.answered,
                targetItems: scores.targetItems,
              })}
            </span>
          </>
        )}
      </>
    ),
  });

  const scoreRows = data && [
    accuracyRow(t('results.accuracy'), data.scores),
    ...data.games.flatMap((scores) => [
      ...(battery ? [accuracyRow(ofGame(scores.game, t('results.accuracy')), scores)] : []),
      ...viewOf(views, scores.game)
        .measureRows(scores)
        .map((row) => ({ ...row, label: ofGame(scores.game, row.label) })),
    ]),
    { label: t('results.medianRt'), value: format.milliseconds(data.scores.medianCorrectRtMs) },
  ];

  return (
    <SectionCard title={t('results.title')} className="grid gap-6">
      {results.isError ? (
        <p className="text-destructive">{t('results.error')}</p>
      ) : !data || !scoreRows ? null : data.answers.length === 0 ? (
        <p className="text-muted-foreground">{t('results.none')}</p>
      ) : (
        <>
          <dl className="divide-y" data-testid="session-scores">
            {scoreRows.map(({ label, value }) => (
              <DetailRow key={label} label={label}>
                <span className="tabular-nums">{value}</span>
              </DetailRow>
            ))}
          </dl>
          {data.games.map(({ game }) => (
            <InstanceScoresTable
              key={game}
              caption={ofGame(game, t('results.byInstance'))}
              entries={entriesOf(data.instances, game)}
              view={viewOf(views, game)}
              format={format}
            />
          ))}
          {data.games.map(({ game }) => (
            <AnswersTable
              key={game}
              caption={ofGame(game, t('results.answers'))}
              answers={entriesOf(data.answers, game)}
              view={viewOf(views, game)}
              pictureSet={data.pictureSet}
              format={format}
            />
          ))}
        </>
      )}
    </SectionCard>
  );
}

/** A game's cells of a row, one per column. */
function gameCells<Row>(columns: readonly ResultColumn<Row>[], row: Row): ReactNode {
  return columns.map((column) => (
    <TableCell key={column.key} className={column.numeric ? NUMERIC : undefined}>
      {column.cell(row)}
    </TableCell>
  ));
}

function gameHeads(columns: readonly ResultColumn<never>[]): ReactNode {
  return columns.map((column) => (
    <TableHead key={column.key} className={column.numeric ? `${HEADING} text-right` : HEADING}>
      {column.header}
    </TableHead>
  ));
}

/** One compact row per instance of the game, in play order (answered or not). */
function InstanceScoresTable<K extends PlayableGameSlug>({
  caption,
  entries,
  view,
  format,
}: {
  caption: string;
  entries: readonly InstanceScores[];
  view: GameResultView<K>;
  format: ScoreFormat;
}) {
  const { t } = useTranslation('assessments');
  const numericHeading = `${HEADING} text-right`;
  const { before, after } = view.instanceColumns;
  return (
    <Table scrollLabel={caption} data-testid="instance-scores">
      <caption className="mb-2 caption-top text-left font-medium">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead className={numericHeading}>{t('results.position')}</TableHead>
          <TableHead className={HEADING}>{t('results.instance')}</TableHead>
          {gameHeads(before)}
          <TableHead className={numericHeading}>{t('results.targetItems')}</TableHead>
          <TableHead className={numericHeading}>{t('results.answered')}</TableHead>
          <TableHead className={numericHeading}>{t('results.correct')}</TableHead>
          <TableHead className={numericHeading}>{t('results.accuracy')}</TableHead>
          {gameHeads(after)}
          <TableHead className={numericHeading}>{t('results.medianRtShort')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {(entries as readonly OfGame<InstanceScores, K>[]).map((entry) => (
          <TableRow key={entry.position} data-testid="instance-score-row">
            <TableCell className={NUMERIC}>{format.number(entry.position + 1)}</TableCell>
            <TableCell>
              <InstanceName instance={entry.instance} />
            </TableCell>
            {gameCells(before, entry)}
            <TableCell className={NUMERIC}>{format.number(entry.targetItems)}</TableCell>
            <TableCell className={NUMERIC}>{format.number(entry.answered)}</TableCell>
            <TableCell className={NUMERIC}>{format.number(entry.correct)}</TableCell>
            <TableCell className={NUMERIC}>{format.accuracy(entry.accuracy)}</TableCell>
            {gameCells(after, entry)}
            <TableCell className={NUMERIC}>
              {format.milliseconds(entry.medianCorrectRtMs)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The game's answers in play order, each with what its game shows of the item. */
function AnswersTable<K extends PlayableGameSlug>({
  caption,
  answers,
  view,
  pictureSet,
  format,
}: {
  caption: string;
  answers: readonly SessionAnswer[];
  view: GameResultView<K>;
  pictureSet: PictureSet;
  format: ScoreFormat;
}) {
  const { t } = useTranslation('assessments');
  const columns = view.answerColumns(pictureSet);
  return (
    <Table scrollLabel={caption}>
      <caption className="mb-2 caption-top text-left font-medium">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('results.instance')}</TableHead>
          <TableHead>{t('results.item')}</TableHead>
          {columns.map((column) => (
            <TableHead key={column.key}>{column.header}</TableHead>
          ))}
          <TableHead>{t('results.correct')}</TableHead>
          <TableHead className="text-right">{t('results.reactionTime')}</TableHead>
          <TableHead>{t('results.input')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {(answers as readonly OfGame<SessionAnswer, K>[]).map((answer) => (
          <TableRow key={`${answer.position}-${answer.itemIndex}`} data-testid="answer-row">
            <TableCell>
              <InstanceName instance={answer.instance} />
            </TableCell>
            <TableCell className="tabular-nums">{answer.itemIndex + 1}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} className={column.key === 'picture' ? 'py-1' : undefined}>
                {column.cell(answer)}
              </TableCell>
            ))}
            <TableCell>{answer.correct ? t('results.yes') : t('results.no')}</TableCell>
            <TableCell className="text-right tabular-nums">
              {format.milliseconds(answer.reactionTimeMs)}
            </TableCell>
            <TableCell>{t(`results.inputTypes.${answer.inputType}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
