import { useNavigate } from '@tanstack/react-router';
import { cloneElement, useId, useMemo, useState, type ChangeEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_TEMPLATE,
  type ImportParticipantsBody,
  type ImportPreview,
  type ResearchInstitute,
} from '@cogniplay/contract';
import { InstituteSelect } from '@/components/institute-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useUserContext } from '@/lib/current-user/get-context';
import { useConsentForms } from './api/get-consent-forms';
import { useInstituteSchools } from './api/get-schools';
import { previewImport, useImportParticipants } from './api/import-participants';
import { SchoolSelect } from './components/school-select';

/** Rows and problems listed at most: the rest is counted. */
const SHOWN = 100;
const NO_FORM = 'none';

/**
 * /participants/import: a class in one go. The rows are pasted from a spreadsheet or read from a
 * CSV file, checked by the server (every problem by row and column, nothing stored), and then
 * imported all together into one school. `institutes`: an admin's choice; null for researchers.
 */
export function ImportParticipantsPage({ institutes }: { institutes: ResearchInstitute[] | null }) {
  const { t } = useTranslation('participants');
  const navigate = useNavigate();
  const { researcherContext } = useUserContext();
  const [instituteId, setInstituteId] = useState<number | null>(
    researcherContext?.researchInstituteId ?? institutes?.[0]?.id ?? null,
  );
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [consentFormId, setConsentFormId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{
    body: ImportParticipantsBody;
    preview: ImportPreview;
  }>();
  const schools = useInstituteSchools(instituteId);
  const forms = useConsentForms(instituteId).data;
  const importing = useImportParticipants();
  const { pending, run } = useSubmitLock();
  const ids = { text: useId(), hint: useId(), file: useId(), form: useId(), school: useId() };

  const body: ImportParticipantsBody = {
    ...(institutes && { researchInstituteId: instituteId }),
    schoolId,
    consentFormId,
    text,
  };
  // The preview holds for exactly what was checked: any change asks for a new check.
  const current = checked && JSON.stringify(checked.body) === JSON.stringify(body);
  const templateUrl = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(IMPORT_TEMPLATE)}`,
    [],
  );

  const failed = (error: unknown) =>
    toastFailure(t('import.failed'), error, t('toast.somethingWentWrong'));
  const check = () =>
    run(async () => {
      setChecked({ body, preview: await previewImport(body) });
    }, failed);
  const save = () =>
    run(async () => {
      const { imported } = await importing.mutateAsync(body);
      await navigate({
        to: '/participants',
        search: schoolId === null ? {} : { school: schoolId },
      });
      // After the page change, which dismisses the toasts of the page left.
      toast({ variant: 'success', title: t('import.done', { count: imported }) });
    }, failed);

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void file.text().then(setText);
  };

  const preview = current ? checked.preview : undefined;
  return (
    <>
      <PageHeader
        title={t('import.title')}
        subheader={
          institutes === null && researcherContext
            ? t('import.forInstitute', { institute: researcherContext.researchInstituteName })
            : undefined
        }
        back={{ to: '/participants', label: t('detail.back') }}
      />
      <div className="grid max-w-3xl gap-5">
        <p className="text-muted-foreground text-sm">
          {t('import.description')}{' '}
          <a
            href={templateUrl}
            download="participants-template.csv"
            className="text-primary underline"
          >
            {t('import.template')}
          </a>
        </p>
        {institutes && (
          <div className="grid gap-2">
            <Label htmlFor="import-institute">{t('form.institute')}</Label>
            <InstituteSelect
              id="import-institute"
              institutes={institutes}
              value={instituteId}
              onChange={(id) => {
                setInstituteId(id);
                setSchoolId(null);
                setConsentFormId(null);
              }}
              none={{ value: 'none', label: t('form.noInstitute') }}
            />
          </div>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={ids.school}>{t('form.school')}</Label>
            <SchoolSelect
              id={ids.school}
              schools={schools}
              value={schoolId}
              onChange={setSchoolId}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={ids.form}>{t('import.consentForm')}</Label>
            <NativeSelect
              id={ids.form}
              value={consentFormId === null ? NO_FORM : String(consentFormId)}
              onChange={(event) =>
                setConsentFormId(event.target.value === NO_FORM ? null : Number(event.target.value))
              }
            >
              <NativeSelectOption value={NO_FORM}>{t('import.noConsentForm')}</NativeSelectOption>
              {forms?.map((form) => (
                <NativeSelectOption key={form.id} value={String(form.id)}>
                  {t('import.formOption', {
                    title: form.title,
                    version: form.version,
                    language: form.language,
                  })}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        </div>
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
            onClick={() => void check()}
          >
            {t('import.check')}
          </Button>
          <Button
            type="button"
            disabled={
              pending || !preview || preview.problems.length > 0 || preview.rows.length === 0
            }
            onClick={() => void save()}
          >
            {preview && preview.problems.length === 0
              ? t('import.submit', { count: preview.rows.length })
              : t('import.submitUnchecked')}
          </Button>
        </div>
        {preview && <PreviewResult preview={preview} />}
      </div>
    </>
  );
}

/** What the check found: every problem first (nothing is stored while one is left), then the rows. */
function PreviewResult({ preview }: { preview: ImportPreview }) {
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
          t('import.consent'),
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
          <td className="px-3 py-2">
            {t(`consent.status.${row.consent?.status ?? 'not_asked'}`)}
          </td>,
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
