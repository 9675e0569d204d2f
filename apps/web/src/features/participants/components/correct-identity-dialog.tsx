import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SUBJECT_ID_EXISTS_MESSAGE,
  updateParticipantBodySchema,
  type ParticipantDetail,
  type UpdateParticipantBody,
} from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { Button } from '@/components/ui/button';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { toastFailure } from '@/lib/failure-toast';
import { useUpdateParticipant } from '../api/update-participant';
import { identityFieldError, type IdentityField } from './identity-field-error';

const defaultsOf = (participant: ParticipantDetail): UpdateParticipantBody => ({
  subjectId: participant.subjectId,
  firstName: participant.firstName,
  lastName: participant.lastName,
});

/**
 * 'Correct ID and names' on the participant's page: a typo in a subject ID or a name is fixed
 * where it is, keeping the child's sessions. A subject ID the institute has already is said at
 * the field; the change of a subject ID is kept in the audit log with its old value.
 */
export function CorrectIdentityDialog({ participant }: { participant: ParticipantDetail }) {
  const { t } = useTranslation('participants');
  const [open, setOpen] = useState(false);
  const update = useUpdateParticipant(participant.id);
  const { pending, run } = useSubmitLock();
  const form = useForm<UpdateParticipantBody>({
    resolver: zodResolver(updateParticipantBodySchema),
    defaultValues: defaultsOf(participant),
  });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset(defaultsOf(participant));
  };

  const onValid = (body: UpdateParticipantBody) =>
    run(
      async () => {
        // Only what changed: the audit entry names the fields sent.
        const changed = Object.fromEntries(
          Object.entries(body).filter(
            ([key, value]) => value !== participant[key as keyof ParticipantDetail],
          ),
        );
        if (Object.keys(changed).length > 0) await update.mutateAsync(changed);
        setOpen(false);
        toast({ variant: 'success', title: t('correct.saved') });
      },
      (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('subjectId', { type: 'server', message: SUBJECT_ID_EXISTS_MESSAGE });
          form.setFocus('subjectId');
          return;
        }
        toastFailure(t('toast.errorTitle'), error, t('toast.somethingWentWrong'));
      },
    );

  const field = (name: IdentityField, label: string) => {
    const text = identityFieldError(t, name, errors[name]);
    const errorId = `correct-participant-${name}-error`;
    return (
      <div className="grid gap-2">
        <LabelledInput
          id={`correct-participant-${name}`}
          label={label}
          invalid={text !== undefined}
          errorId={errorId}
          {...form.register(name)}
        />
        {text && (
          <p id={errorId} role="alert" className="text-destructive text-sm">
            {text}
          </p>
        )}
      </div>
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm">
          {t('correct.open')}
        </Button>
      }
      title={t('correct.title')}
      description={t('correct.description')}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="min-w-0"
    >
      {field('subjectId', t('form.subjectId'))}
      {field('firstName', t('form.firstName'))}
      {field('lastName', t('form.lastName'))}
      <DialogActions
        cancelLabel={t('edit.cancel')}
        label={t('edit.save')}
        pendingLabel={t('edit.saving')}
        pending={pending}
      />
    </FormDialog>
  );
}
