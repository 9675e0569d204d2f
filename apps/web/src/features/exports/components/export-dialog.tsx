import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExportFile, ExportFilters } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { useAssessmentOptions } from '@/lib/assessments/get-assessments';
import { toastFailure } from '@/lib/failure-toast';
import { useCreateExport } from '../api/create-export';
import { startDownload } from '../start-download';

/** Each file's label: what it holds and its format. */
const FILE_LABELS = {
  'export.zip': 'files.zip',
  'trials.csv': 'files.trialsCsv',
  'trials.jsonl': 'files.trialsJsonl',
  'sessions.csv': 'files.sessionsCsv',
  'sessions.jsonl': 'files.sessionsJsonl',
  'instances.csv': 'files.instancesCsv',
  'instances.jsonl': 'files.instancesJsonl',
  'codebook.csv': 'files.codebookCsv',
  'codebook.json': 'files.codebookJson',
  'dataset_description.json': 'files.datasetDescription',
  // A child's data (participant.zip) has its own button on the participant's page.
} as const satisfies Record<Exclude<ExportFile, 'participant.zip'>, string>;
type StudyFile = keyof typeof FILE_LABELS;

type ExportDialogProps = {
  /** Filters the page sets (its assessment, or the participants list's school and group). */
  filters: Omit<ExportFilters, 'from' | 'to'>;
  /** How the page's filters read, e.g. "School: Hill School · Group: 3b"; none when unfiltered. */
  filtersLabel?: string;
};

/**
 * 'Export': choose the file (each table as CSV or JSON lines, the codebook, or all in a ZIP),
 * the assessment when the page does not fix it, and a date range; the browser downloads it.
 */
export function ExportDialog({ filters, filtersLabel }: ExportDialogProps) {
  const { t } = useTranslation('exports');
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<StudyFile>('export.zip');
  const [assessmentId, setAssessmentId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rangeError, setRangeError] = useState<string>();
  const id = useId();
  const create = useCreateExport();
  const { pending, run } = useSubmitLock();
  const pickAssessment = filters.assessmentId === undefined;
  const assessments = useAssessmentOptions(open && pickAssessment);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setRangeError(undefined);
  };

  const submit = () => {
    if (from !== '' && to !== '' && from > to) {
      setRangeError(t('reversedRange'));
      return;
    }
    void run(
      async () => {
        const { url } = await create.mutateAsync({
          ...filters,
          file,
          ...(assessmentId !== '' && { assessmentId: Number(assessmentId) }),
          ...(from !== '' && { from }),
          ...(to !== '' && { to }),
        });
        startDownload(url);
        setOpen(false);
        toast({ variant: 'success', title: t('started'), description: t('startedText') });
      },
      (error) => {
        const onRange =
          error instanceof ApiError && error.errors.find((e) => e.path === '/body/to');
        if (onRange) setRangeError(onRange.message);
        else toastFailure(t('failed'), error, t('failedText'));
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" variant="outline">
          <Download aria-hidden="true" />
          {t('open')}
        </Button>
      }
      title={t('title')}
      description={t('description')}
      onSubmit={submit}
    >
      {filtersLabel && (
        <p className="text-sm">
          <span className="font-medium">{t('pageFilters')}</span> {filtersLabel}
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>{t('file')}</Label>
        <NativeSelect
          id={`${id}-file`}
          value={file}
          onChange={(event) => setFile(event.target.value as StudyFile)}
        >
          {(Object.keys(FILE_LABELS) as StudyFile[]).map((name) => (
            <NativeSelectOption key={name} value={name}>
              {t(FILE_LABELS[name])}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      {pickAssessment && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-assessment`}>{t('assessment')}</Label>
          <NativeSelect
            id={`${id}-assessment`}
            value={assessmentId}
            onChange={(event) => setAssessmentId(event.target.value)}
          >
            <NativeSelectOption value="">{t('allAssessments')}</NativeSelectOption>
            {(assessments.data?.assessments ?? []).map((assessment) => (
              <NativeSelectOption key={assessment.id} value={String(assessment.id)}>
                {assessment.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      )}
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{t('range')}</legend>
        <div className="grid gap-2">
          <LabelledInput
            id={`${id}-from`}
            type="date"
            label={t('from')}
            invalid={false}
            value={from}
            onChange={(event) => {
              setFrom(event.target.value);
              setRangeError(undefined);
            }}
          />
        </div>
        <div className="grid gap-2">
          <LabelledInput
            id={`${id}-to`}
            type="date"
            label={t('to')}
            invalid={rangeError !== undefined}
            errorId={`${id}-to-error`}
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              setRangeError(undefined);
            }}
          />
        </div>
        <p className="text-muted-foreground text-sm sm:col-span-2">{t('rangeHint')}</p>
        {rangeError && (
          <p id={`${id}-to-error`} role="alert" className="text-destructive text-sm sm:col-span-2">
            {rangeError}
          </p>
        )}
      </fieldset>
      <DialogActions
        cancelLabel={t('cancel')}
        label={t('submit')}
        pendingLabel={t('pending')}
        pending={pending}
      />
    </FormDialog>
  );
}
