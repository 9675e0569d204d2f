import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { updateSchoolBodySchema, type School } from '@cogniplay/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RenameDialog } from '@/components/rename-dialog';
import { Button } from '@/components/ui/button';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useDeleteSchool, useRenameSchool } from '../api/change-school';

/** 'Rename': a new name for the school, unique within its managing institute. */
export function RenameSchoolDialog({ school }: { school: School }) {
  const { t } = useTranslation('organisations');
  const rename = useRenameSchool(school.id);
  return (
    <RenameDialog
      name={school.name}
      parse={(name) => updateSchoolBodySchema.safeParse({ schoolName: name }).data?.schoolName}
      rename={(schoolName) => rename.mutateAsync({ schoolName })}
      texts={{
        open: t('schools.rename.open'),
        title: t('schools.rename.title'),
        description: t('schools.rename.description'),
        label: t('schools.create.name'),
        submit: t('schools.rename.submit'),
        cancel: t('schools.rename.cancel'),
        invalid: t('schools.create.nameRequired'),
        taken: t('schools.rename.taken'),
        done: t('schools.rename.done'),
        failed: t('schools.rename.failed'),
        somethingWentWrong: t('consent.somethingWentWrong'),
      }}
    />
  );
}

/**
 * 'Delete': a school nothing points at goes, after a question; one with participants, staff or
 * sessions stays, and the server's answer says which.
 */
export function DeleteSchoolDialog({
  school,
  listPath,
}: {
  school: School;
  listPath: '/admin/schools' | '/r/schools';
}) {
  const { t } = useTranslation('organisations');
  const navigate = useNavigate();
  const remove = useDeleteSchool(school.id);
  const { pending, run } = useSubmitLock();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          {t('schools.delete.open')}
        </Button>
      }
      title={t('schools.delete.title', { name: school.name })}
      description={t('schools.delete.description')}
      confirmLabel={t('schools.delete.confirm')}
      cancelLabel={t('schools.rename.cancel')}
      pending={pending}
      destructive
      onConfirm={(done) =>
        void run(
          async () => {
            await remove.mutateAsync();
            done();
            await navigate({ to: listPath });
            // After the page change, which dismisses the toasts of the page left.
            toast({ variant: 'success', title: t('schools.delete.done', { name: school.name }) });
          },
          (error) =>
            toastFailure(t('schools.delete.failed'), error, t('consent.somethingWentWrong')),
        )
      }
    />
  );
}
