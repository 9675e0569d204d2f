import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { AnswerScores, CharacteristicValue, PictureSet } from '@cogniplay/contract';
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

/** The session's scores (docs/scoring.md) and one row per answer, in play order. */
export function SessionResults({ sessionId, renderItemPicture }: SessionResultsProps) {
  const { t, i18n } = useTranslation('assessments');
  const results = useSessionResults(sessionId);
  const number = (value: number, options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(i18n.language, options).format(value);
  const notDefined = (
    <span className="text-muted-foreground italic">{t('results.notDefined')}</span>
  );

  const scoreRows = (scores: AnswerScores) => [
    {
      label: t('results.accuracy'),
      value:
        scores.accuracy === null ? (
          notDefined
        ) : (
          <>
            {number(scores.accuracy, { style: 'percent', maximumFractionDigits: 1 })}{' '}
            <span className="text-muted-foreground">
              {t('results.correctOf', {
                correct: scores.correct,
                answered: scores.answered,
                targetItems: scores.targetItems,
              })}
            </span>
          </>
        ),
    },
    {
      label: t('results.signal'),
      value: [scores.hits, scores.misses, scores.falseAlarms, scores.correctRejections].join(' / '),
    },
    {
      label: t('results.dPrime'),
      value:
        scores.dPrime === null
          ? notDefined
          : number(scores.dPrime, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    },
    {
      label: t('results.medianRt'),
      value:
        scores.medianCorrectRtMs === null
          ? notDefined
          : t('results.ms', { value: number(scores.medianCorrectRtMs) }),
    },
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
                  <TableCell>#{answer.instance.sequenceNumber}</TableCell>
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
                    {t('results.ms', { value: number(answer.reactionTimeMs) })}
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
