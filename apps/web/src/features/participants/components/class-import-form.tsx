import { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toastFailure } from '@/lib/failure-toast';
import { PreviewResult } from './import-preview';

type ClassImportFormProps = {
  /** What the page says the rows hold, before the template's link. */
  description: string;
  /** The CSV offered as the template. */
  template: string;
  /** The page's other choices (institute, school, form): a change asks for a new check. */
  choices?: { fields: ReactNode; values: unknown };
  /** Checks the text on the server: every row and every problem, nothing stored. */
  check: (text: string) => Promise<ImportPreview>;
  /** Imports the checked text and moves on (the page's navigation and toast included). */
  save: (text: string, preview: ImportPreview) => Promise<void>;
  /** Whether the rows may hold the parents' decisions. */
  showConsent: boolean;
};

/**
 * A class in one go: rows pasted from a spreadsheet or read from a CSV file, checked by the
 * server (every problem by row and column, nothing stored), then imported all together.
 */
export function ClassImportForm({
  description,
  template,
  choices,
  check,
  save,
  showConsent,
}: ClassImportFormProps) {
  const { t } = useTranslation('participants');
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ key: string; preview: ImportPreview }>();
  const { pending, run } = useSubmitLock();
  const ids = { text: useId(), hint: useId(), file: useId() };
  // The preview holds for exactly what was checked: any change asks for a new check.
  const key = JSON.stringify([text, choices?.values]);
  const preview = checked?.key === key ? checked.preview : undefined;
  const templateUrl = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(template)}`,
    [template],
  );

  const failed = (error: unknown) =>
    toastFailure(t('import.failed'), error, t('toast.somethingWentWrong'));
  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void file.text().then(setText);
  };

  return (
    <div className="grid max-w-3xl gap-5">
      <p className="text-muted-foreground text-sm">
        {description}{' '}
        <a
          href={templateUrl}
          download="participants-template.csv"
          className="text-primary underline"
        >
          {t('import.template')}
        </a>
      </p>
      {choices?.fields}
      <div className="grid gap-2">
        <Label htmlFor={ids.text}>{t('import.rows')}</Label>
        <Textarea
          id={ids.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={10}
          spellCheck={false}
          className="font-mono text-xs"
          aria-describedby={ids.hint}
        />
        <p id={ids.hint} className="text-muted-foreground text-sm">
          {t('import.rowsHint')}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.file}>{t('import.file')}</Label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          onChange={readFile}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-transparent file:px-3 file:py-1.5"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={pending || text.trim() === ''}
          onClick={() =>
            void run(async () => setChecked({ key, preview: await check(text) }), failed)
          }
        >
          {t('import.check')}
        </Button>
        <Button
          type="button"
          disabled={pending || !preview || preview.problems.length > 0 || preview.rows.length === 0}
          onClick={() => preview && void run(() => save(text, preview), failed)}
        >
          {preview && preview.problems.length === 0
            ? t('import.submit', { count: preview.rows.length })
            : t('import.submitUnchecked')}
        </Button>
      </div>
      {preview && <PreviewResult preview={preview} showConsent={showConsent} />}
    </div>
  );
}
