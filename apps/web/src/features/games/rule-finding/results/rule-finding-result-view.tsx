// What a session's results show of rule finding: signal detection and d′, each instance's rule
// complexity, and each answer's item as the child saw it, its truth and the child's ✓ or ✗.
import { useTranslation } from 'react-i18next';
import type { ScoreFormat } from '@/lib/score-format';
import type { GameResultView } from '../../results-registry';
import { ItemThumbnail } from '../pictures/item-thumbnail';

export function useRuleFindingResultView(format: ScoreFormat): GameResultView<'rule-finding'> {
  const { t } = useTranslation('assessments');
  const yesNo = (value: boolean) => (value ? t('results.yes') : t('results.no'));
  return {
    measureRows: (scores) => [
      {
        label: t('results.signal'),
        value: [scores.hits, scores.misses, scores.falseAlarms, scores.correctRejections].join(
          ' / ',
        ),
      },
      { label: t('results.dPrime'), value: format.decimal(scores.dPrime) },
      { label: t('results.criterion'), value: format.decimal(scores.criterion) },
    ],
    instanceColumns: {
      before: [
        {
          key: 'ruleComplexity',
          header: t('results.ruleComplexity'),
          numeric: true,
          cell: (entry) => format.number(entry.ruleComplexity),
        },
      ],
      after: [
        {
          key: 'dPrime',
          header: t('results.dPrimeShort'),
          numeric: true,
          cell: (entry) => format.decimal(entry.dPrime),
        },
        {
          key: 'criterion',
          header: t('results.criterionShort'),
          numeric: true,
          cell: (entry) => format.decimal(entry.criterion),
        },
      ],
    },
    answerColumns: (pictureSet) => [
      {
        key: 'picture',
        header: t('results.picture'),
        cell: (answer) => (
          <ItemThumbnail set={pictureSet} characteristics={answer.characteristics} />
        ),
      },
      { key: 'truth', header: t('results.truth'), cell: (answer) => yesNo(answer.matchesRule) },
      {
        key: 'response',
        header: t('results.response'),
        cell: (answer) =>
          answer.response === 'fits' ? t('results.fits') : t('results.doesNotFit'),
      },
    ],
    sessionsColumn: {
      header: t('sessions.dPrime'),
      value: (measures) => measures.dPrime,
    },
  };
}
