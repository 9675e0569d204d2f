import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useDeleteAssessment } from '../api/delete-assessment';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * 'Delete' for an assessment no session was started of (a locked one stays with its results):
 * asks first, then goes to the list, which says so.
 */
export function DeleteAssessmentDialog({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const remove = useDeleteAssessment(id);
  const { pending, run } = useSubmitLock();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden="true" />
          {t('delete.open')}
        </Button>
      }
      title={t('delete.title', { name })}
      description={t('delete.description')}
      cancelLabel={t('cancel')}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.pending')}
      pending={pending}
      destructive
      onConfirm={(done) =>
        void run(
          async () => {
            await remove.mutateAsync();
            done();
            await navigate({ to: '/assessments' });
            // After the page change, which dismisses the toasts of the page left.
            toast({ variant: 'success', title: t('delete.done', { name }) });
          },
          (error) => toastFailure(t('delete.failed'), error, t('somethingWentWrong')),
        )
      }
    />
  );
}
