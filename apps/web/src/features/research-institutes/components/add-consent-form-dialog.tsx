import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_FORM_BODY_MAX_LENGTH,
  CONSENT_FORM_VERSION_MAX_LENGTH,
  createConsentFormBodySchema,
  NAME_MAX_LENGTH,
  type CreateConsentFormBody,
} from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useCreateConsentForm } from '../api/consent-settings';

const EMPTY: CreateConsentFormBody = { title: '', version: '', language: '', body: '' };

/**
 * 'Add consent form': its title, version, language and text. A stored form never changes (a
 * decision names the version a parent signed): a new version is a new form.
 */
export function AddConsentFormDialog({ instituteId }: { instituteId: number }) {
  const { t, i18n } = useTranslation('organisations');
  const [open, setOpen] = useState(false);
  const create = useCreateConsentForm(instituteId);
  const { pending, run } = useSubmitLock();
  const form = useForm<CreateConsentFormBody>({
    resolver: zodResolver(createConsentFormBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const errorText = (error: FieldError | undefined, max?: number) => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('consent.add.required');
    if (error.type === 'too_big') return t('consent.add.tooLong', { max });
    if (error.type === 'invalid_format') return t('consent.add.languageInvalid');
    return t('consent.add.invalid');
  };
  const fields = [
    { name: 'title', max: NAME_MAX_LENGTH },
    { name: 'version', max: CONSENT_FORM_VERSION_MAX_LENGTH },
    { name: 'language', max: undefined },
  ] as const;

  const onValid = (body: CreateConsentFormBody) =>
    run(
      async () => {
        await create.mutateAsync(body);
        setOpen(false);
        toast({
          variant: 'success',
          title: t('consent.add.saved'),
          description: t('consent.add.savedDescription', { title: body.title.trim() }),
        });
      },
      (error) => toastFailure(t('consent.failed'), error, t('consent.somethingWentWrong')),
    );

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ ...EMPTY, language: i18n.language.slice(0, 2) });
      }}
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          {t('consent.add.open')}
        </Button>
      }
      title={t('consent.add.title')}
      description={t('consent.add.description')}
      contentClassName="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      {fields.map(({ name, max }) => {
        const text = errorText(errors[name], max);
        return (
          <div key={name} className="grid gap-2">
            <LabelledInput
              id={`consent-form-${name}`}
              label={t(`consent.add.fields.${name}`)}
              invalid={text !== undefined}
              errorId={`consent-form-${name}-error`}
              maxLength={max}
              {...form.register(name)}
            />
            {name === 'language' && (
              <p className="text-muted-foreground text-xs">{t('consent.add.languageHint')}</p>
            )}
            {text && (
              <p
                id={`consent-form-${name}-error`}
                role="alert"
                className="text-destructive text-sm"
              >
                {text}
              </p>
            )}
          </div>
        );
      })}
      <div className="grid gap-2">
        <Label htmlFor="consent-form-body">{t('consent.add.body')}</Label>
        <Textarea
          id="consent-form-body"
          rows={8}
          maxLength={CONSENT_FORM_BODY_MAX_LENGTH}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? 'consent-form-body-error' : undefined}
          {...form.register('body')}
        />
        {errors.body && (
          <p id="consent-form-body-error" role="alert" className="text-destructive text-sm">
            {errorText(errors.body, CONSENT_FORM_BODY_MAX_LENGTH)}
          </p>
        )}
      </div>
      <DialogActions
        cancelLabel={t('consent.add.cancel')}
        label={t('consent.add.submit')}
        pendingLabel={t('consent.add.pending')}
        pending={pending}
      />
    </FormDialog>
  );
}
