import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETENTION_MONTHS_MAX, type ConsentSettings } from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useUpdateConsentSettings } from '../api/consent-settings';

/**
 * How long the institute keeps participants' data: months after a participant's last session,
 * and a study end date; the server erases those past either on a schedule. Empty is no rule.
 */
export function RetentionForm({
  instituteId,
  settings,
}: {
  instituteId: number;
  settings: ConsentSettings;
}) {
  const { t } = useTranslation('organisations');
  const update = useUpdateConsentSettings(instituteId);
  const { pending, run } = useSubmitLock();
  const [months, setMonths] = useState(settings.retentionMonths?.toString() ?? '');
  const [endsOn, setEndsOn] = useState(settings.studyEndsOn ?? '');
  const parsed = months.trim() === '' ? null : Number(months);
  const monthsInvalid =
    parsed !== null && (!Number.isInteger(parsed) || parsed < 1 || parsed > RETENTION_MONTHS_MAX);
  const [shown, setShown] = useState(false);

  return (
    <form
      className="grid max-w-2xl gap-3 rounded-md border p-3 text-sm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (monthsInvalid) return;
        void run(
          async () => {
            await update.mutateAsync({
              retentionMonths: parsed,
              studyEndsOn: endsOn === '' ? null : endsOn,
            });
            toast({ variant: 'success', title: t('consent.retention.saved') });
          },
          (error) => toastFailure(t('consent.failed'), error, t('consent.somethingWentWrong')),
        );
      }}
    >
      <p className="text-muted-foreground">{t('consent.retention.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="retention-months">{t('consent.retention.months')}</Label>
          <Input
            id="retention-months"
            type="number"
            inputMode="numeric"
            min={1}
            max={RETENTION_MONTHS_MAX}
            value={months}
            onChange={(event) => setMonths(event.target.value)}
            aria-invalid={(shown && monthsInvalid) || undefined}
            aria-describedby={shown && monthsInvalid ? 'retention-months-error' : undefined}
          />
          {shown && monthsInvalid && (
            <p id="retention-months-error" role="alert" className="text-destructive">
              {t('consent.retention.monthsInvalid', { max: RETENTION_MONTHS_MAX })}
            </p>
          )}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="study-ends-on">{t('consent.retention.endsOn')}</Label>
          <Input
            id="study-ends-on"
            type="date"
            value={endsOn}
            onChange={(event) => setEndsOn(event.target.value)}
          />
        </div>
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? t('consent.retention.saving') : t('consent.retention.save')}
        </Button>
      </div>
    </form>
  );
}
