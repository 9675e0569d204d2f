import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ParticipantDetail } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
  const { subjectId } = participant;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setTyped('');
  };

  const onErase = () =>
    erase.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          variant: 'success',
          title: t('erase.deletedTitle'),
          description: t('erase.deleted', { subjectId }),
        });
        void navigate({ to: '/participants' });
      },
      onError: (error) => toastFailure(t('toast.errorTitle'), error, t('toast.somethingWentWrong')),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden="true" />
          {t('erase.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('erase.title')}</DialogTitle>
          <DialogDescription>{t('erase.description', { subjectId })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t('erase.confirmLabel', { subjectId })}</Label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <DialogActions
          cancelLabel={t('erase.cancel')}
          label={t('erase.delete')}
          pendingLabel={t('erase.deleting')}
          pending={erase.isPending}
          disabled={typed.trim() !== subjectId}
          destructive
          onClick={onErase}
        />
      </DialogContent>
    </Dialog>
  );
}
