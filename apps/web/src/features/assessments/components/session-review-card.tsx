import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXCLUSION_REASON_MAX_LENGTH,
  IRREGULARITIES,
  SESSION_NOTES_MAX_LENGTH,
  type Irregularity,
  type SessionReview,
} from '@cogniplay/contract';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/error-message';
import { toastFailure } from '@/lib/failure-toast';
import { formatDateTime } from '@/lib/format-date';
import { useReviewSession, useSessionReview } from '../api/session-review';

/**
 * The session page's review by the examiner: notes, irregularity codes (noise, interruption, …)
 * and 'Exclude from analysis' with its reason. Results leave an excluded session out of their
 * summaries; the export keeps it, with columns that say so.
 */
export function SessionReviewCard({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('assessments');
  const query = useSessionReview(sessionId);
  return (
    <SectionCard
      title={t('review.title')}
      description={t('review.description')}
      className="grid gap-4"
    >
      {query.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error, t('review.loadFailed'))}
        </p>
      ) : query.data ? (
        // Keyed by what was saved: the form starts again from it after a save.
        <ReviewForm key={JSON.stringify(query.data)} sessionId={sessionId} saved={query.data} />
      ) : (
        <p role="status" className="text-muted-foreground text-sm">
          {t('review.loading')}
        </p>
      )}
    </SectionCard>
  );
}

function ReviewForm({ sessionId, saved }: { sessionId: number; saved: SessionReview }) {
  const { t, i18n } = useTranslation('assessments');
  const save = useReviewSession(sessionId);
  const { pending, run } = useSubmitLock();
  const [notes, setNotes] = useState(saved.notes);
  const [codes, setCodes] = useState<readonly Irregularity[]>(saved.irregularities);
  const [excluded, setExcluded] = useState(saved.exclusion !== null);
  const [reason, setReason] = useState(saved.exclusion?.reason ?? '');
  const [reasonMissing, setReasonMissing] = useState(false);

  const toggle = (code: Irregularity, on: boolean) =>
    setCodes((current) => IRREGULARITIES.filter((c) => (c === code ? on : current.includes(c))));

  const submit = () => {
    if (excluded && reason.trim() === '') {
      setReasonMissing(true);
      return;
    }
    void run(
      async () => {
        await save.mutateAsync({
          notes,
          irregularities: [...codes],
          exclusion: excluded ? { reason } : null,
        });
        toast({ variant: 'success', title: t('review.saved') });
      },
      (error) => toastFailure(t('error'), error, t('review.failed')),
    );
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {saved.exclusion && (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="session-excluded"
        >
          {t('review.excludedNote', {
            reason: saved.exclusion.reason,
            by: saved.exclusion.by?.name ?? t('review.someone'),
            at: formatDateTime(saved.exclusion.at, i18n.language),
          })}
        </p>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('review.irregularities')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {IRREGULARITIES.map((code) => (
            <div key={code} className="flex items-center gap-2">
              <Checkbox
                id={`irregularity-${code}`}
                checked={codes.includes(code)}
                onCheckedChange={(checked) => toggle(code, checked === true)}
                className="size-5"
              />
              <Label htmlFor={`irregularity-${code}`} className="font-normal">
                {t(`review.codes.${code}`)}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="session-notes">{t('review.notes')}</Label>
        <Textarea
          id="session-notes"
          rows={3}
          maxLength={SESSION_NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          aria-describedby="session-notes-hint"
        />
        <p id="session-notes-hint" className="text-muted-foreground text-xs">
          {t('review.notesHint')}
        </p>
      </div>
      <div className="grid gap-2 rounded-md border p-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="session-excluded"
            checked={excluded}
            onCheckedChange={(checked) => {
              setExcluded(checked === true);
              setReasonMissing(false);
            }}
            className="size-5"
          />
          <Label htmlFor="session-excluded">{t('review.exclude')}</Label>
        </div>
        {excluded && (
          <div className="grid gap-2">
            <Label htmlFor="exclusion-reason">{t('review.reason')}</Label>
            <Input
              id="exclusion-reason"
              value={reason}
              maxLength={EXCLUSION_REASON_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={reasonMissing || undefined}
              aria-describedby={reasonMissing ? 'exclusion-reason-error' : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonMissing(false);
              }}
            />
            {reasonMissing && (
              <p id="exclusion-reason-error" role="alert" className="text-destructive text-sm">
                {t('review.reasonRequired')}
              </p>
            )}
          </div>
        )}
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('review.saving') : t('review.save')}
        </Button>
      </div>
    </form>
  );
}
