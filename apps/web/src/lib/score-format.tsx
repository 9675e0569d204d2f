// How results show scores, alike on the session's page and in each game's result columns.
import { useTranslation } from 'react-i18next';
import { formatMilliseconds } from './result-format';

export type ScoreFormat = ReturnType<typeof useScoreFormat>;

/** Numbers in the reader's locale; a score that is not defined says so. */
export function useScoreFormat() {
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
    /** Two decimals: d′ and other measures in standard deviations. */
    decimal: (value: number | null) =>
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
