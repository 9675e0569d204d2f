import { useId, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { UploadPreview, UploadWarning } from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { uploadFailureToast } from '../upload-failure';

type UploadFormProps = {
  /** Stores every instance of the file; resolves with what was stored. */
  upload: (file: File) => Promise<UploadOutcome>;
  /** Validates the file without storing anything (the dry run). */
  check: (file: File) => Promise<UploadPreview>;
  pending: boolean;
  checking: boolean;
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

type CheckOutcome =
  { ok: true; preview: UploadPreview } | { ok: false; title: string; errors: string[] };

/** The Upload pages (spec 2.10): a .json file picker, Check file (dry run) and Upload. */
export function UploadForm(props: UploadFormProps) {
  const { t } = useTranslation('games');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);

  function choose(next: File | null) {
    setFile(next);
    setOutcome(null);
  }

  async function upload() {
    if (!file) return;
    try {
      const result = await props.upload(file);
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
      // Spec 4: the chosen file is cleared after a successful upload.
      choose(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      toast({ variant: 'destructive', ...uploadFailureToast(error, props.failureFallback) });
    }
  }

  async function check() {
    if (!file) return;
    try {
      const preview = await props.check(file);
      setOutcome({ ok: true, preview });
    } catch (error) {
      const { title, description } = uploadFailureToast(error, props.failureFallback);
      const errors =
        error instanceof ApiError && error.errors.length > 0
          ? error.errors.map((e) => `${e.path}: ${e.message}`)
          : description
            ? [description]
            : [];
      setOutcome({ ok: false, title, errors });
    }
  }

  const busy = props.pending || props.checking;

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
            <Button onClick={() => void upload()} disabled={!file || busy}>
              {props.pending ? t('upload.uploading') : t('upload.upload')}
            </Button>
            <Button variant="outline" onClick={() => void check()} disabled={!file || busy}>
              {props.checking ? t('upload.checking') : t('upload.check')}
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
                      instances: outcome.preview.count,
                      exercises: outcome.preview.exerciseNames.length,
                    })}
                  </p>
                  <UploadNotes outcome={outcome.preview} />
                  <WarningList warnings={outcome.preview.warnings} />
                </>
              ) : (
                <>
                  <p className="font-medium">{outcome.title}</p>
                  {outcome.errors.length > 0 && (
                    <ul className="mt-2 list-disc space-y-1 pl-5 font-mono text-xs break-all">
                      {outcome.errors.map((message, index) => (
                        <li key={index}>{message}</li>
                      ))}
                    </ul>
                  )}
                </>
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
