import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useConsentSettings, useUpdateConsentSettings } from '../api/consent-settings';
import { AddConsentFormDialog } from './add-consent-form-dialog';
import { AnswersAfterStopField } from './answers-after-stop-field';
import { RetentionForm } from './retention-form';

/**
 * An institute's consent: whether its sessions need consent given (the gate), what a child's
 * no or a stop on the tablet does to the answers given before, how long its participants' data
 * is kept, and its consent forms, newest first, each with its text. Admins see it on the
 * institute's page, researchers on their home page.
 */
export function ConsentSettingsSection({
  instituteId,
  level = 3,
}: {
  instituteId: number;
  /** Its heading's level; its parts' are one below (2 on the researcher's home page). */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Subheading = level === 2 ? 'h3' : 'h4';
  const { t, i18n } = useTranslation('organisations');
  const settings = useConsentSettings(instituteId);
  const update = useUpdateConsentSettings(instituteId);
  const { pending, run } = useSubmitLock();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const setGate = (sessionsNeedConsent: boolean) =>
    run(
      async () => {
        await update.mutateAsync({ sessionsNeedConsent });
        toast({
          variant: 'success',
          title: t('consent.gateSaved'),
          description: sessionsNeedConsent ? t('consent.gateOn') : t('consent.gateOff'),
        });
      },
      (error) => toastFailure(t('consent.failed'), error, t('consent.somethingWentWrong')),
    );

  return (
    <section aria-labelledby="consent-heading" className="grid gap-4">
      <div>
        <Heading id="consent-heading" className="text-lg font-semibold">
          {t('consent.title')}
        </Heading>
        <p className="text-muted-foreground text-sm">
          {t('consent.description')}{' '}
          {/* The server's page, not the app's: a document for schools and parents. */}
          <a href="/about/privacy" className="text-primary underline underline-offset-4">
            {t('consent.privacyStatement')}
          </a>
        </p>
      </div>
      <div className="flex max-w-2xl items-start gap-3 rounded-md border p-3 text-sm">
        <Checkbox
          id="consent-gate"
          checked={settings.sessionsNeedConsent}
          disabled={pending}
          onCheckedChange={(checked) => void setGate(checked === true)}
          className="mt-0.5 size-5"
          aria-describedby="consent-gate-hint"
        />
        <div className="grid gap-1">
          <Label htmlFor="consent-gate">{t('consent.gate')}</Label>
          <p id="consent-gate-hint" className="text-muted-foreground">
            {t('consent.gateHint')}
          </p>
        </div>
      </div>
      <AnswersAfterStopField instituteId={instituteId} value={settings.answersAfterStop} />
      <Subheading className="font-semibold">{t('consent.retention.title')}</Subheading>
      {/* Keyed by what was saved: the form starts again from it after a save. */}
      <RetentionForm
        key={`${settings.retentionMonths}-${settings.studyEndsOn}`}
        instituteId={instituteId}
        settings={settings}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Subheading className="font-semibold">
          {t('consent.forms', { count: settings.forms.length })}
        </Subheading>
        <AddConsentFormDialog instituteId={instituteId} />
      </div>
      {settings.forms.length === 0 ? (
        <p className="text-muted-foreground">{t('consent.noForms')}</p>
      ) : (
        <ul className="grid max-w-3xl gap-3" aria-label={t('consent.formsList')}>
          {settings.forms.map((form) => (
            <li key={form.id} className="rounded-md border p-3" data-testid="consent-form">
              <p className="font-medium break-words">{form.title}</p>
              <p className="text-muted-foreground text-sm">
                {t('consent.formMeta', {
                  version: form.version,
                  language: form.language,
                  created: created.format(new Date(form.createdAt)),
                })}
              </p>
              <details className="mt-2 text-sm">
                <summary className="text-primary cursor-pointer font-medium">
                  {t('consent.showText')}
                </summary>
                <p className="mt-2 whitespace-pre-wrap break-words" lang={form.language}>
                  {form.body}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
