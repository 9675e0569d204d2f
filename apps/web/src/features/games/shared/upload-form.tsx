import { useId, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { UploadPreview, UploadWarning } from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { uploadFailure, type UploadFailure } from './upload-failure';
import { isJsonFileName } from './upload-file-name';

type UploadFormProps = {
  /** Stores every instance of the file; resolves with what was stored. */
  upload: (file: File) => Promise<UploadOutcome>;
  /** Validates the file without storing anything (the dry run). */
  check: (file: File) => Promise<UploadPreview>;
  /** 'Successfully uploaded {count} ... instances' for this game. */
  successMessage: (count: number) => string;
  failureFallback: string;
  /** What the file holds, for the help text. */
  help: ReactNode;
};

type UploadOutcome = Pick<
  UploadPreview,
  'count' | 'exerciseNames' | 'alreadyPresentCount' | 'warningCount'
>;

/** What the page shows under the buttons: a successful check, or a refused file. */
type Outcome = { ok: true; preview: UploadPreview } | { ok: false; failure: UploadFailure };

/** The Upload pages: a .json file picker, Check file (dry run) and Upload, one at a time. */
export function UploadForm(props: UploadFormProps) {
  const { t } = useTranslation('games');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { pending, run } = useSubmitLock();
  const [running, setRunning] = useState<'upload' | 'check'>('upload');

  function clearInput() {
    if (input.current) input.current.value = '';
  }

  function choose(next: File | null) {
    if (next && !isJsonFileName(next.name)) {
      // Refused before anything is sent.
      setFile(null);
      clearInput();
      const title = t('upload.notJson', { name: next.name });
      setOutcome({ ok: false, failure: { title, detail: undefined, problems: [] } });
      return;
    }
    setFile(next);
    setOutcome(null);
  }

  const upload = () => {
    if (!file) return;
    setRunning('upload');
    void run(
      async () => {
        const result = await props.upload(file);
        if (result.count === 0 && result.alreadyPresentCount > 0) {
          // A file uploaded before: no "Successfully uploaded 0".
          toast({
            title: t('upload.nothingNew'),
            description: t('upload.allPresent', { count: result.alreadyPresentCount }),
          });
        } else {
          const names = result.exerciseNames.join(', ');
          const message = props.successMessage(result.count);
          toast({
            variant: 'success',
            title: t('upload.uploaded'),
            description: (
              <>
                <p>{names ? `${message}: ${names}` : message}</p>
                <UploadNotes outcome={result} />
              </>
            ),
          });
        }
        // The chosen file is cleared after an upload that went through.
        choose(null);
        clearInput();
      },
      (error) => {
        // The toast says that it failed; the page lists why, as Check file does.
        const failure = uploadFailure(error, props.failureFallback);
        setOutcome({ ok: false, failure });
        toast({ variant: 'destructive', title: failure.title, description: failure.detail });
      },
    );
  };

  const check = () => {
    if (!file) return;
    setRunning('check');
    void run(
      async () => setOutcome({ ok: true, preview: await props.check(file) }),
      (error) => setOutcome({ ok: false, failure: uploadFailure(error, t('upload.checkFailed')) }),
    );
  };

  return (
    <div className="grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('upload.title')}</CardTitle>
          <CardDescription>{t('upload.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t('upload.file')}</Label>
            <Input
              id={inputId}
              ref={input}
              type="file"
              accept=".json,application/json"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={upload} disabled={!file || pending}>
              {pending && running === 'upload' ? t('upload.uploading') : t('upload.upload')}
            </Button>
            <Button variant="outline" onClick={check} disabled={!file || pending}>
              {pending && running === 'check' ? t('upload.checking') : t('upload.check')}
            </Button>
          </div>
          {outcome && (
            <div
              role="status"
              className={
                outcome.ok
                  ? 'rounded-md border border-emerald-600/40 bg-emerald-50 p-3 text-sm text-emerald-900'
                  : 'border-destructive/40 bg-destructive/5 text-destructive rounded-md border p-3 text-sm'
              }
            >
              {outcome.ok ? (
                <>
                  <p>
                    {t('upload.wouldCreate', {
                      count: outcome.preview.count,
                      exercises: t('upload.exercises', {
                        count: outcome.preview.exerciseNames.length,
                      }),
                    })}
                  </p>
                  <UploadNotes outcome={outcome.preview} />
                  <WarningList warnings={outcome.preview.warnings} />
                </>
              ) : (
                <FailureDetails failure={outcome.failure} />
              )}
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('upload.formatTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground grid gap-3 text-sm">
          <p>
            <Trans t={t} i18nKey="upload.formatShapes" components={{ code: <code /> }} />
          </p>
          {props.help}
          <p>{t('upload.formatAtomic')}</p>
        </CardContent>
      </Card>
    </div>
  );
}

/** Instances skipped as already stored and items flagged by the rule check, when there are any. */
function UploadNotes({ outcome }: { outcome: UploadOutcome }) {
  const { t } = useTranslation('games');
  return (
    <>
      {outcome.alreadyPresentCount > 0 && (
        <p>{t('upload.alreadyPresent', { number: outcome.alreadyPresentCount })}</p>
      )}
      {outcome.warningCount > 0 && <p>{t('upload.warnings', { number: outcome.warningCount })}</p>}
    </>
  );
}

function FailureDetails({ failure }: { failure: UploadFailure }) {
  return (
    <>
      <p className="font-medium">{failure.title}</p>
      {failure.detail && <p>{failure.detail}</p>}
      {failure.problems.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 font-mono text-xs break-all">
          {failure.problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function WarningList({ warnings }: { warnings: UploadWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 font-mono text-xs break-all">
      {warnings.map((warning, index) => (
        <li key={index}>
          {warning.path}: {warning.message}
        </li>
      ))}
    </ul>
  );
}
