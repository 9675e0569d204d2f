import { ANSWERS_AFTER_STOP, type AnswersAfterStop } from '@cogniplay/contract';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useUpdateConsentSettings } from '../api/consent-settings';

/**
 * What a session's answers become when the child says no on the tablet or an adult stops the
 * session: kept, or discarded. Saved when chosen.
 */
export function AnswersAfterStopField({
  instituteId,
  value,
}: {
  instituteId: number;
  value: AnswersAfterStop;
}) {
  const { t } = useTranslation('organisations');
  const update = useUpdateConsentSettings(instituteId);
  const { pending, run } = useSubmitLock();

  const choose = (answersAfterStop: AnswersAfterStop) =>
    run(
      async () => {
        await update.mutateAsync({ answersAfterStop });
        toast({
          variant: 'success',
          title: t('consent.answersAfterStop.saved'),
          description: t(`consent.answersAfterStop.options.${answersAfterStop}`),
        });
      },
      (error) => toastFailure(t('consent.failed'), error, t('consent.somethingWentWrong')),
    );

  return (
    <div className="grid max-w-2xl gap-1.5 text-sm">
      <Label htmlFor="answers-after-stop">{t('consent.answersAfterStop.label')}</Label>
      <NativeSelect
        id="answers-after-stop"
        value={value}
        disabled={pending}
        aria-describedby="answers-after-stop-hint"
        onChange={(event) => void choose(event.target.value as AnswersAfterStop)}
      >
        {ANSWERS_AFTER_STOP.map((option) => (
          <NativeSelectOption key={option} value={option}>
            {t(`consent.answersAfterStop.options.${option}`)}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <p id="answers-after-stop-hint" className="text-muted-foreground">
        {t('consent.answersAfterStop.hint')}
      </p>
    </div>
  );
}
