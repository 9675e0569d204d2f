import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type {
  AnswerScores,
  CharacteristicValue,
  InstanceScores,
  PictureSet,
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
import { useSessionResults } from '../api/get-session-results';
import { formatMilliseconds } from '../result-format';

/** Draws an answered item as the child saw it (the rule-finding game's pictures). */
export type RenderItemPicture = (
  set: PictureSet,
  characteristics: readonly CharacteristicValue[],
) => ReactNode;

type SessionResultsProps = {
  sessionId: number;
  /** The item's picture in each answer row; without it the row has no picture column. */
  renderItemPicture?: RenderItemPicture;
};

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

/** The scores' formats, shared by the pooled scores and the table by instance. */
function useScoreFormat() {
  const { t, i18n } = useTranslation('assessments');
  const number = (value: number, options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(i18n.language, options).format(value);
  const notDefined = (
    <span className="text-muted-foreground italic">{t('results.notDefined')}</span>
  );
  return {
    number,
    accuracy: (value: number | null) =>
      value === null ? notDefined : number(value, { style: 'percent', maximumFractionDigits: 1 }),
    dPrime: (value: number | null) =>
      value === null
        ? notDefined
        : number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    // Reaction times and their medians alike: whole milliseconds.
    milliseconds: (value: number | null) =>
      value === null
        ? notDefined
        : t('results.ms', { value: formatMilliseconds(value, i18n.language) }),
  };
}

/** The session's scores (docs/scoring.md), its scores by instance and one row per answer. */
export function SessionResults({ sessionId, renderItemPicture }: SessionResultsProps) {
  const { t } = useTranslation('assessments');
  const results = useSessionResults(sessionId);
  const format = useScoreFormat();

  const scoreRows = (scores: AnswerScores) => [
    {
      label: t('results.accuracy'),
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
    },
    {
      label: t('results.signal'),
      value: [scores.hits, scores.misses, scores.falseAlarms, scores.correctRejections].join(' / '),
    },
    { label: t('results.dPrime'), value: format.dPrime(scores.dPrime) },
    { label: t('results.medianRt'), value: format.milliseconds(scores.medianCorrectRtMs) },
  ];

  return (
    <SectionCard title={t('results.title')} className="grid gap-6">
      {results.isError ? (
        <p className="text-destructive">{t('results.error')}</p>
      ) : !results.data ? null : results.data.answers.length === 0 ? (
        <p className="text-muted-foreground">{t('results.none')}</p>
      ) : (
        <>
          <dl className="divide-y" data-testid="session-scores">
            {scoreRows(results.data.scores).map(({ label, value }) => (
              <DetailRow key={label} label={label}>
                <span className="tabular-nums">{value}</span>
              </DetailRow>
            ))}
          </dl>
          <InstanceScoresTable instances={results.data.instances} format={format} />
          <Table scrollLabel={t('results.answers')}>
            <caption className="sr-only">{t('results.answers')}</caption>
            <TableHeader>
              <TableRow>
                <TableHead>{t('results.instance')}</TableHead>
                <TableHead>{t('results.item')}</TableHead>
                {renderItemPicture && <TableHead>{t('results.picture')}</TableHead>}
                <TableHead>{t('results.truth')}</TableHead>
                <TableHead>{t('results.response')}</TableHead>
                <TableHead>{t('results.correct')}</TableHead>
                <TableHead className="text-right">{t('results.reactionTime')}</TableHead>
                <TableHead>{t('results.input')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {results.data.answers.map((answer) => (
                <TableRow key={`${answer.position}-${answer.itemIndex}`} data-testid="answer-row">
                  <TableCell>
                    <InstanceName instance={answer.instance} />
                  </TableCell>
                  <TableCell className="tabular-nums">{answer.itemIndex + 1}</TableCell>
                  {renderItemPicture && (
                    <TableCell className="py-1">
                      {renderItemPicture(results.data.pictureSet, answer.characteristics)}
                    </TableCell>
                  )}
                  <TableCell>{answer.matchesRule ? t('results.yes') : t('results.no')}</TableCell>
                  <TableCell>
                    {answer.response === 'fits' ? t('results.fits') : t('results.doesNotFit')}
                  </TableCell>
                  <TableCell>{answer.correct ? t('results.yes') : t('results.no')}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {format.milliseconds(answer.reactionTimeMs)}
                  </TableCell>
                  <TableCell>{answer.inputType}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </SectionCard>
  );
}

/** One compact row per instance of the assessment, in play order (answered or not). */
function InstanceScoresTable({
  instances,
  format,
}: {
  instances: readonly InstanceScores[];
  format: ReturnType<typeof useScoreFormat>;
}) {
  const { t } = useTranslation('assessments');
  const numeric = 'text-right tabular-nums';
  // Headings wrap between words (at the bottom of their row), so that numbers set the widths.
  const heading = 'py-2 align-bottom whitespace-normal [overflow-wrap:normal]';
  const numericHeading = `${heading} text-right`;
  return (
    <Table scrollLabel={t('results.byInstance')} data-testid="instance-scores">
      <caption className="mb-2 caption-top text-left font-medium">
        {t('results.byInstance')}
      </caption>
      <TableHeader>
        <TableRow>
          <TableHead className={numericHeading}>{t('results.position')}</TableHead>
          <TableHead className={heading}>{t('results.instance')}</TableHead>
          <TableHead className={numericHeading}>{t('results.ruleComplexity')}</TableHead>
          <TableHead className={numericHeading}>{t('results.targetItems')}</TableHead>
          <TableHead className={numericHeading}>{t('results.answered')}</TableHead>
          <TableHead className={numericHeading}>{t('results.correct')}</TableHead>
          <TableHead className={numericHeading}>{t('results.accuracy')}</TableHead>
          <TableHead className={numericHeading}>{t('results.dPrimeShort')}</TableHead>
          <TableHead className={numericHeading}>{t('results.medianRtShort')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {instances.map((entry) => (
          <TableRow key={entry.position} data-testid="instance-score-row">
            <TableCell className={numeric}>{format.number(entry.position + 1)}</TableCell>
            <TableCell>
              <InstanceName instance={entry.instance} />
            </TableCell>
            <TableCell className={numeric}>{format.number(entry.ruleComplexity)}</TableCell>
            <TableCell className={numeric}>{format.number(entry.targetItems)}</TableCell>
            <TableCell className={numeric}>{format.number(entry.answered)}</TableCell>
            <TableCell className={numeric}>{format.number(entry.correct)}</TableCell>
            <TableCell className={numeric}>{format.accuracy(entry.accuracy)}</TableCell>
            <TableCell className={numeric}>{format.dPrime(entry.dPrime)}</TableCell>
            <TableCell className={numeric}>
              {format.milliseconds(entry.medianCorrectRtMs)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
