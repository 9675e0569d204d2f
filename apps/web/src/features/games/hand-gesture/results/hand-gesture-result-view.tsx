// What a session's results show of hand gesture: its errors by type, each instance's task and
// rule, and each answer's gesture shown, the one expected, the one recorded and who recorded it.
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '@cogniplay/contract';
import type { ScoreFormat } from '@/lib/score-format';
import type { GameResultView, OfGame } from '../../results-registry';

type Answer = OfGame<SessionAnswer, 'hand-gesture'>;

export function useHandGestureResultView(format: ScoreFormat): GameResultView<'hand-gesture'> {
  const { t } = useTranslation('assessments');
  const gesture = (value: string) => t(`results.gestures.${value}`, { defaultValue: value });
  const recordedBy = ({ response }: Answer) => {
    if (response.mode === 'examiner') return t('results.modes.examiner');
    return response.overridden ? t('results.modes.cameraCorrected') : t('results.modes.camera');
  };
  return {
    measureRows: (scores) => [
      {
        label: t('results.gestureErrors'),
        value: [scores.imitated, scores.otherGestures, scores.noResponses, scores.selfCorrected]
          .map((count) => format.number(count))
          .join(' / '),
      },
    ],
    instanceColumns: {
      before: [
        {
          key: 'taskKind',
          header: t('results.taskKind'),
          cell: (entry) => t(`results.kinds.${entry.kind}`),
        },
        {
          key: 'gestureRule',
          header: t('results.gestureRule'),
          cell: (entry) => t(`results.rules.${entry.rule}`),
        },
      ],
      after: [],
    },
    answerColumns: () => [
      { key: 'shown', header: t('results.shownGesture'), cell: (answer) => gesture(answer.shown) },
      {
        key: 'expected',
        header: t('results.expectedGesture'),
        cell: (answer) => gesture(answer.expected),
      },
      {
        key: 'response',
        header: t('results.response'),
        cell: (answer) => gesture(answer.response.gesture),
      },
      { key: 'mode', header: t('results.responseMode'), cell: recordedBy },
    ],
    sessionsColumn: {
      header: t('sessions.imitated'),
      value: (measures) => measures.imitated,
    },
  };
}
