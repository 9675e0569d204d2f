import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GROUP_LABEL_MAX_LENGTH,
  updateParticipantBodySchema,
  type ParticipantDetail,
  type UpdateParticipantBody,
} from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useInstituteSchools } from '../api/get-schools';
import { useUpdateParticipant } from '../api/update-participant';
import { BirthAndSexFields } from './birth-and-sex-fields';
import { SchoolSelect } from './school-select';

const defaultsOf = (participant: ParticipantDetail): UpdateParticipantBody => ({
  schoolId: participant.school?.id ?? null,
  group: participant.group ?? '',
  birthYear: participant.birthYear,
  birthMonth: participant.birthMonth,
  sex: participant.sex,
});

/**
 * 'Edit' on the participant's page: a dialog with the school (one of the participant's
 * institute's, or none), the group, the month and year of birth and the sex. It closes on success; a failure keeps it open.
 */
export function EditParticipantDialog({ participant }: { participant: ParticipantDetail }) {
  const { t } = useTranslation('participants');
  const [open, setOpen] = useState(false);
  const instituteId = participant.researchInstitute?.id ?? null;
  const schools = useInstituteSchools(open ? instituteId : null);
  const update = useUpdateParticipant(participant.id);
  const { pending, run } = useSubmitLock();
  const form = useForm<UpdateParticipantBody>({
    resolver: zodResolver(updateParticipantBodySchema),
    defaultValues: defaultsOf(participant),
  });
  const groupError = form.formState.errors.group;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset(defaultsOf(participant));
  };

  const onValid = (body: UpdateParticipantBody) =>
    run(
      async () => {
        await update.mutateAsync(body);
        setOpen(false);
        toast({
          variant: 'success',
          title: t('edit.savedTitle'),
          description: t('edit.saved', { subjectId: participant.subjectId }),
        });
      },
      (error) => toastFailure(t('toast.errorTitle'), error, t('toast.somethingWentWrong')),
    );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('detail.editLabel')}>
          <Pencil aria-hidden="true" />
          {t('detail.edit')}
        </Button>
      }
      title={t('edit.title')}
      description={t('edit.description')}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="min-w-0"
    >
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="edit-participant-school">{t('edit.school')}</Label>
        <Controller
          control={form.control}
          name="schoolId"
          render={({ field }) => (
            <SchoolSelect
              id="edit-participant-school"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              schools={schools}
              disabled={instituteId === null || schools === undefined}
              aria-describedby={instituteId === null ? 'edit-participant-school-hint' : undefined}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        {instituteId === null && (
          <p id="edit-participant-school-hint" className="text-muted-foreground text-sm">
            {t('edit.noInstitute')}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <LabelledInput
          id="edit-participant-group"
          label={t('edit.group')}
          invalid={groupError !== undefined}
          errorId="edit-participant-group-error"
          {...form.register('group')}
        />
        <GroupError error={groupError} id="edit-participant-group-error" />
      </div>
      <BirthAndSexFields
        register={form.register}
        errors={form.formState.errors}
        idPrefix="edit-participant"
      />
      <DialogActions
        cancelLabel={t('edit.cancel')}
        label={t('edit.save')}
        pendingLabel={t('edit.saving')}
        pending={pending}
      />
    </FormDialog>
  );
}

/** The contract's checks of a group label, in the user's language. */
export function GroupError({ error, id }: { error: FieldError | undefined; id: string }) {
  const { t } = useTranslation('participants');
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {error.type === 'too_big'
        ? t('form.errors.tooLong', { max: GROUP_LABEL_MAX_LENGTH })
        : error.type === 'custom'
          ? t('form.errors.controlCharacters')
          : t('form.errors.invalid')}
    </p>
  );
}
