import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@cogniplay/contract';

/** Rows and problems listed at most: the rest is counted. */
const SHOWN = 100;

/** What the check found: every problem first (nothing is stored while one is left), then the rows. */
export function PreviewResult({
  preview,
  showConsent,
}: {
  preview: ImportPreview;
  /** Whether the rows may hold decisions (a school's own import has none). */
  showConsent: boolean;
}) {
  const { t } = useTranslation('participants');
  const { rows, problems } = preview;
  return (
    <section aria-labelledby="import-result" className="grid gap-4">
      <div role="status">
        <h2 id="import-result" className="text-lg font-semibold">
          {problems.length > 0
            ? t('import.problems', { count: problems.length })
            : t('import.ready', { count: rows.length })}
        </h2>
      </div>
      <ShownTable
        testId="import-problems"
        caption={t('import.problemsCaption')}
        headings={[t('import.row'), t('import.column'), t('import.problem')]}
        items={problems}
        cells={(problem) => [
          <td className="px-3 py-2 tabular-nums">{problem.row ?? '–'}</td>,
          <td className="px-3 py-2 font-mono text-xs break-all">{problem.column ?? '–'}</td>,
          <td className="px-3 py-2">{problem.message}</td>,
        ]}
      />
      <ShownTable
        testId="import-rows"
        caption={t('import.rowsCaption')}
        headings={[
          t('import.row'),
          t('form.subjectId'),
          t('form.group'),
          t('import.birth'),
          ...(showConsent ? [t('import.consent')] : []),
        ]}
        items={rows}
        cells={(row) => [
          <td className="px-3 py-2 tabular-nums">{row.row}</td>,
          <td className="px-3 py-2 break-all">{row.subjectId}</td>,
          <td className="px-3 py-2">{row.group ?? '–'}</td>,
          <td className="px-3 py-2 tabular-nums">
            {row.birthYear === null
              ? '–'
              : `${String(row.birthMonth).padStart(2, '0')}/${row.birthYear}`}
          </td>,
          ...(showConsent
            ? [
                <td className="px-3 py-2">
                  {t(`consent.status.${row.consent?.status ?? 'not_asked'}`)}
                </td>,
              ]
            : []),
        ]}
      />
    </section>
  );
}

/** A table of the first SHOWN items (nothing when there are none), the rest counted below it. */
function ShownTable<Item>({
  testId,
  caption,
  headings,
  items,
  cells,
}: {
  testId: string;
  caption: string;
  headings: string[];
  items: readonly Item[];
  cells: (item: Item) => ReactElement[];
}) {
  const { t } = useTranslation('participants');
  if (items.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.slice(0, SHOWN).map((item, index) => (
            <tr key={index} className="border-t">
              {cells(item).map((cell, column) => cloneElement(cell, { key: column }))}
            </tr>
          ))}
        </tbody>
      </table>
      {items.length > SHOWN && (
        <p className="text-muted-foreground px-3 py-2 text-sm">
          {t('import.more', { count: items.length - SHOWN })}
        </p>
      )}
    </div>
  );
}
