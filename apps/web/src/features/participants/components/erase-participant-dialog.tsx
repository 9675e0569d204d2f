import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ParticipantDetail } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { LabelledInput } from '@/components/labelled-input';
import { DialogHeading, TriggerDialog } from '@/components/trigger-dialog';
import { Button } from '@/components/ui/button';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useEraseParticipant } from '../api/erase-participant';

/**
 * 'Delete participant' on the participant's page: a dialog that deletes only once the subject
 * ID is typed as it is, then goes back to the list.
 */
export function EraseParticipantDialog({ participant }: { participant: ParticipantDetail }) {
  const { t } = useTranslation('participants');
  const navigate = useNavigate();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useEraseParticipant(participant.id);
  const { pending, run } = useSubmitLock();
  const { subjectId } = participant;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setTyped('');
  };

  const onErase = () =>
    void run(
      async () => {
        await erase.mutateAsync();
        setOpen(false);
        await navigate({ to: '/participants' });
        // On the list, once it shows: the list alone cannot say that they are gone.
        toast({
          variant: 'success',
          title: t('erase.deletedTitle'),
          description: t('erase.deleted', { subjectId }),
        });
      },
      (error) => toastFailure(t('toast.errorTitle'), error, t('toast.somethingWentWrong')),
    );

  return (
    <TriggerDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden="true" />
          {t('erase.button')}
        </Button>
      }
    >
      <DialogHeading title={t('erase.title')} description={t('erase.description', { subjectId })} />
      <div className="grid gap-2">
        <LabelledInput
          id={inputId}
          label={t('erase.confirmLabel', { subjectId })}
          invalid={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          spellCheck={false}
        />
      </div>
      <DialogActions
        cancelLabel={t('erase.cancel')}
        label={t('erase.delete')}
        pendingLabel={t('erase.deleting')}
        pending={pending}
        disabled={typed.trim() !== subjectId}
        destructive
        onClick={onErase}
      />
    </TriggerDialog>
  );
}
