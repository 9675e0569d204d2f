import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createParticipantBodySchema,
  type CreateParticipantBody,
  type ResearchInstitute,
} from '@cogniplay/contract';
import { InstituteSelect } from '@/components/institute-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { useCreateParticipant } from '../api/create-participant';
import { useInstituteSchools } from '../api/get-schools';
import { GroupError } from './edit-participant-dialog';
import { identityFieldError } from './identity-field-error';
import { BirthAndSexFields } from './birth-and-sex-fields';
import { SchoolSelect } from './school-select';

type Field = 'subjectId' | 'firstName' | 'lastName' | 'researchInstituteId' | 'schoolId';

/** The select's value for "no institute" (an admin's choice; the API takes null). */
const NO_INSTITUTE = 'none';

type ParticipantFormProps = {
  /** Admins choose the institute; null for researchers, whose own institute is used. */
  institutes: ResearchInstitute[] | null;
  /** The institute preselected for admins (their own when they are also a researcher). */
  defaultInstituteId: number | null;
};

/** The 'Add participant' form (subject ID required); on success it goes to /participants. */
export function ParticipantForm({ institutes, defaultInstituteId }: ParticipantFormProps) {
  const { t } = useTranslation('participants');
  const navigate = useNavigate();
  const create = useCreateParticipant();
  const { pending, run } = useSubmitLock();
  const form = useForm<CreateParticipantBody>({
    resolver: zodResolver(createParticipantBodySchema),
    defaultValues: {
      subjectId: '',
      firstName: '',
      lastName: '',
      ...(institutes ? { researchInstituteId: defaultInstituteId } : {}),
      schoolId: null,
      group: '',
      birthYear: null,
      birthMonth: null,
      sex: null,
    },
  });
  const { errors } = form.formState;
  // The school is one of the participant's institute's: the admin's choice, else the researcher's.
  const chosenInstitute = useWatch({ control: form.control, name: 'researchInstituteId' });
  const instituteId = institutes ? (chosenInstitute ?? null) : defaultInstituteId;
  const schools = useInstituteSchools(instituteId);
  const schoolId = useWatch({ control: form.control, name: 'schoolId' });
  useEffect(() => {
    // Another institute's school is no choice any more.
    if (schoolId != null && schools && !schools.some((school) => school.id === schoolId)) {
      form.setValue('schoolId', null);
    }
  }, [form, schoolId, schools]);

  const errorText = (field: Field, error: FieldError | undefined) =>
    identityFieldError(t, field, error);

  const onValid = (body: CreateParticipantBody) =>
    run(
      async () => {
        await create.mutateAsync(body);
        await navigate({ to: '/participants' });
      },
      (error) =>
        toast({
          variant: 'destructive',
          title: t('toast.errorTitle'),
          // A failure without an answer (network) gets the generic 'Something went wrong'.
          description:
            error instanceof ApiError
              ? errorMessage(error, t('toast.somethingWentWrong'))
              : t('toast.somethingWentWrong'),
        }),
    );

  const fieldProps = (field: Field) => {
    const invalid = errors[field] !== undefined;
    return {
      id: `participant-${field}`,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `participant-${field}-error` : undefined,
    };
  };
  const fieldError = (field: Field) => {
    const text = errorText(field, errors[field]);
    return (
      text && (
        <p id={`participant-${field}-error`} role="alert" className="text-destructive text-sm">
          {text}
        </p>
      )
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="grid max-w-xl gap-5"
    >
      <div className="grid gap-2">
        <Label htmlFor="participant-subjectId">{t('form.subjectId')}</Label>
        <Input autoComplete="off" {...fieldProps('subjectId')} {...form.register('subjectId')} />
        {fieldError('subjectId')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="participant-firstName">
            {t('form.firstName')}
            <span className="text-muted-foreground font-normal">{t('form.optional')}</span>
          </Label>
          <Input autoComplete="off" {...fieldProps('firstName')} {...form.register('firstName')} />
          {fieldError('firstName')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="participant-lastName">
            {t('form.lastName')}
            <span className="text-muted-foreground font-normal">{t('form.optional')}</span>
          </Label>
          <Input autoComplete="off" {...fieldProps('lastName')} {...form.register('lastName')} />
          {fieldError('lastName')}
        </div>
      </div>
      {institutes && (
        <div className="grid gap-2">
          <Label htmlFor="participant-researchInstituteId">{t('form.institute')}</Label>
          <Controller
            control={form.control}
            name="researchInstituteId"
            render={({ field }) => (
              <InstituteSelect
                {...fieldProps('researchInstituteId')}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                institutes={institutes}
                none={{ value: NO_INSTITUTE, label: t('form.noInstitute') }}
                value={field.value ?? null}
                onChange={field.onChange}
              />
            )}
          />
          {fieldError('researchInstituteId')}
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid min-w-0 content-start gap-2">
          <Label htmlFor="participant-schoolId">
            {t('form.school')}
            <span className="text-muted-foreground font-normal">{t('form.optional')}</span>
          </Label>
          <Controller
            control={form.control}
            name="schoolId"
            render={({ field }) => (
              <SchoolSelect
                {...fieldProps('schoolId')}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                schools={schools}
                disabled={instituteId === null || schools === undefined}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {fieldError('schoolId')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="participant-group">
            {t('form.group')}
            <span className="text-muted-foreground font-normal">{t('form.optional')}</span>
          </Label>
          <Input
            id="participant-group"
            autoComplete="off"
            aria-invalid={errors.group !== undefined || undefined}
            aria-describedby={errors.group ? 'participant-group-error' : 'participant-group-hint'}
            {...form.register('group')}
          />
          <p id="participant-group-hint" className="text-muted-foreground text-sm">
            {t('form.groupHint')}
          </p>
          <GroupError error={errors.group} id="participant-group-error" />
        </div>
      </div>
      <BirthAndSexFields register={form.register} errors={errors} idPrefix="participant" />
      <div className="flex gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
