import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_DATE_FUTURE_MESSAGE,
  CONSENT_GIVERS,
  CONSENT_STATUSES,
  consentRecordProblems,
  CONSENT_RELATION_MAX_LENGTH,
  latestToday,
  type ParticipantDetail,
  type RecordConsentBody,
} from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useConsentForms } from '../api/get-consent-forms';
import { useEraseParticipant } from '../api/erase-participant';
import { useRecordConsent } from '../api/record-consent';

/** The form's values as the selects and inputs hold them: empty is none. */
type ConsentFormValues = {
  status: RecordConsentBody['status'];
  givenBy: string;
  relation: string;
  decidedOn: string;
  consentFormId: string;
};

const emptyAsNull = (value: string) => (value === '' ? null : value);

/** The body the API takes: a decision names who, when and on which form; not asked names none. */
function bodyOf(values: ConsentFormValues): RecordConsentBody {
  if (values.status === 'not_asked') return { status: 'not_asked' };
  return {
    status: values.status,
    givenBy: emptyAsNull(values.givenBy) as RecordConsentBody['givenBy'],
    relation: values.relation,
    decidedOn: emptyAsNull(values.decidedOn),
    consentFormId: values.consentFormId === '' ? null : Number(values.consentFormId),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * 'Record decision' on a participant's page: the decision (given, refused, withdrawn, or not
 * asked to correct a mistake), who decided (a role and a relation, never a name), the day and
 * the institute's consent form. The contract's rules check it here and on the server.
 */
export function RecordConsentDialog({ participant }: { participant: ParticipantDetail }) {
  const { t } = useTranslation('participants');
  const [open, setOpen] = useState(false);
  const instituteId = participant.researchInstitute?.id ?? null;
  const forms = useConsentForms(open ? instituteId : null);
  const record = useRecordConsent(participant.id);
  const erase = useEraseParticipant(participant.id);
  const navigate = useNavigate();
  // On a withdrawal: keep the data (excluded from analysis) or erase the child for good.
  const [erasing, setErasing] = useState(false);
  const [typed, setTyped] = useState('');
  const { pending, run } = useSubmitLock();
  const defaults: ConsentFormValues = {
    status: 'given',
    givenBy: '',
    relation: '',
    decidedOn: today(),
    consentFormId: '',
  };
  const form = useForm<ConsentFormValues>({
    defaultValues: defaults,
    // The contract's rule decides (the server applies it too); its fields are the form's.
    resolver: (values) => {
      const problems = consentRecordProblems(bodyOf(values));
      if (problems.length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(
        problems.map(({ path, message }) => [path, { type: 'custom', message }]),
      );
      return { values: {}, errors };
    },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const decided = status !== 'not_asked';
  const erasingNow = status === 'withdrawn' && erasing;
  const { errors } = form.formState;

  const onErase = () =>
    run(
      async () => {
        await erase.mutateAsync('consent_withdrawn');
        setOpen(false);
        await navigate({ to: '/participants' });
        toast({
          variant: 'success',
          title: t('erase.deletedTitle'),
          description: t('erase.deleted', { subjectId: participant.subjectId }),
        });
      },
      (error) => toastFailure(t('toast.errorTitle'), error, t('toast.somethingWentWrong')),
    );

  const onValid = (values: ConsentFormValues) =>
    run(
      async () => {
        await record.mutateAsync(bodyOf(values));
        setOpen(false);
        toast({
          variant: 'success',
          title: t('consent.saved'),
          description: t('consent.savedDescription', {
            subjectId: participant.subjectId,
            status: t(`consent.status.${values.status}`),
          }),
        });
      },
      (error) => toastFailure(t('toast.errorTitle'), error, t('toast.somethingWentWrong')),
    );

  const errorText = (error: FieldError | undefined, missing: string) => {
    if (!error) return undefined;
    return error.message === CONSENT_DATE_FUTURE_MESSAGE ? t('consent.errors.future') : missing;
  };
  const givenByError = errorText(errors.givenBy, t('consent.errors.givenBy'));
  const decidedOnError = errorText(errors.decidedOn, t('consent.errors.decidedOn'));
  const formError = errorText(errors.consentFormId, t('consent.errors.form'));
  const noForms = forms.data !== undefined && forms.data.length === 0;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErasing(false);
        setTyped('');
        if (next) form.reset(defaults);
      }}
      trigger={
        <Button variant="outline" size="sm" disabled={instituteId === null}>
          <ClipboardCheck aria-hidden="true" />
          {t('consent.record')}
        </Button>
      }
      title={t('consent.recordTitle')}
      description={t('consent.recordDescription')}
      onSubmit={(event) => {
        if (erasingNow) {
          event.preventDefault();
          if (typed === participant.subjectId) void onErase();
          return;
        }
        void form.handleSubmit(onValid)(event);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="consent-status">{t('consent.fields.status')}</Label>
        <NativeSelect id="consent-status" {...form.register('status')}>
          {CONSENT_STATUSES.map((value) => (
            <NativeSelectOption key={value} value={value}>
              {t(`consent.status.${value}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      {status === 'withdrawn' && (
        <fieldset className="grid gap-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t('consent.withdrawal.legend')}</legend>
          {(['keep', 'erase'] as const).map((choice) => (
            <div key={choice} className="flex items-start gap-2">
              <input
                type="radio"
                id={`withdrawal-${choice}`}
                name="withdrawal"
                className="accent-primary mt-1 size-4"
                checked={erasing === (choice === 'erase')}
                onChange={() => setErasing(choice === 'erase')}
                aria-describedby={`withdrawal-${choice}-hint`}
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`withdrawal-${choice}`}>{t(`consent.withdrawal.${choice}`)}</Label>
                <p id={`withdrawal-${choice}-hint`} className="text-muted-foreground text-sm">
                  {t(`consent.withdrawal.${choice}Hint`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      )}
      {erasingNow && (
        <div className="grid gap-2">
          <LabelledInput
            id="consent-erase-confirm"
            label={t('erase.confirmLabel', { subjectId: participant.subjectId })}
            invalid={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      )}
      {decided && !erasingNow && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor="consent-given-by">{t('consent.fields.givenBy')}</Label>
              <NativeSelect
                id="consent-given-by"
                aria-invalid={givenByError ? true : undefined}
                aria-describedby={givenByError ? 'consent-given-by-error' : undefined}
                {...form.register('givenBy')}
              >
                <NativeSelectOption value="">
                  {t('consent.fields.givenByChoose')}
                </NativeSelectOption>
                {CONSENT_GIVERS.map((value) => (
                  <NativeSelectOption key={value} value={value}>
                    {t(`consent.givers.${value}`)}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
              <FieldProblem id="consent-given-by-error" text={givenByError} />
            </div>
            <div className="grid content-start gap-2">
              <LabelledInput
                id="consent-relation"
                label={
                  <>
                    {t('consent.fields.relation')}{' '}
                    <span className="text-muted-foreground font-normal">
                      {t('consent.optional')}
                    </span>
                  </>
                }
                invalid={false}
                maxLength={CONSENT_RELATION_MAX_LENGTH}
                aria-describedby="consent-relation-hint"
                {...form.register('relation')}
              />
              <p id="consent-relation-hint" className="text-muted-foreground text-xs">
                {t('consent.fields.relationHint')}
              </p>
            </div>
          </div>
          <div className="grid gap-2">
            <LabelledInput
              id="consent-decided-on"
              type="date"
              max={latestToday()}
              label={t('consent.fields.decidedOn')}
              invalid={decidedOnError !== undefined}
              errorId="consent-decided-on-error"
              {...form.register('decidedOn')}
            />
            <FieldProblem id="consent-decided-on-error" text={decidedOnError} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="consent-form">{t('consent.fields.form')}</Label>
            <NativeSelect
              id="consent-form"
              aria-busy={forms.isPending || undefined}
              aria-invalid={formError ? true : undefined}
              aria-describedby={formError ? 'consent-form-error' : undefined}
              {...form.register('consentFormId')}
            >
              <NativeSelectOption value="">
                {forms.isPending
                  ? t('consent.fields.formsLoading')
                  : t('consent.fields.formChoose')}
              </NativeSelectOption>
              {(forms.data ?? []).map((entry) => (
                <NativeSelectOption key={entry.id} value={String(entry.id)}>
                  {t('consent.formVersion', entry)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
            <FieldProblem id="consent-form-error" text={formError} />
            {noForms && (
              <p className="text-muted-foreground text-sm">{t('consent.fields.noForms')}</p>
            )}
          </div>
        </>
      )}
      <DialogActions
        cancelLabel={t('consent.cancel')}
        label={erasingNow ? t('erase.delete') : t('consent.save')}
        pendingLabel={erasingNow ? t('erase.deleting') : t('consent.saving')}
        pending={pending}
        destructive={erasingNow}
        disabled={erasingNow && typed !== participant.subjectId}
      />
    </FormDialog>
  );
}

function FieldProblem({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {text}
    </p>
  );
}
