import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@cogniplay/contract';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useChangeStaffRoles } from '../api/change-staff-roles';

const ROLES = ['isAdmin', 'isTeacher'] as const;

/** 'Change roles' of an accepted staff member: administrator, teacher, or both (not none). */
export function ChangeRolesDialog({
  schoolId,
  userId,
  member,
}: {
  schoolId: number;
  /** The member's user id (an accepted member has one). */
  userId: number;
  member: StaffMember;
}) {
  const { t } = useTranslation('organisations');
  const change = useChangeStaffRoles(schoolId, userId);
  const { pending, run } = useSubmitLock();
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState({ isAdmin: member.isAdmin, isTeacher: member.isTeacher });
  const none = !roles.isAdmin && !roles.isTeacher;
  const [tried, setTried] = useState(false);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setRoles({ isAdmin: member.isAdmin, isTeacher: member.isTeacher });
          setTried(false);
        }
      }}
      trigger={
        <Button variant="outline" size="sm" className="w-fit">
          {t('staff.member.changeRoles')}
        </Button>
      }
      title={t('staff.member.changeRolesTitle')}
      description={t('staff.member.changeRolesDescription')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (none) return;
        void run(
          async () => {
            await change.mutateAsync(roles);
            setOpen(false);
            toast({ variant: 'success', title: t('staff.member.rolesSaved') });
          },
          (error) =>
            toastFailure(t('staff.member.rolesFailed'), error, t('consent.somethingWentWrong')),
        );
      }}
    >
      <fieldset
        className="grid gap-3"
        aria-describedby={tried && none ? 'change-roles-error' : undefined}
      >
        <legend className="mb-3 text-sm font-medium">{t('staff.invite.roles')}</legend>
        {ROLES.map((role) => (
          <div key={role} className="flex items-center gap-2">
            <Checkbox
              id={`change-roles-${role}`}
              checked={roles[role]}
              onCheckedChange={(checked) => setRoles({ ...roles, [role]: checked === true })}
              aria-invalid={(tried && none) || undefined}
            />
            <Label htmlFor={`change-roles-${role}`} className="font-normal">
              {role === 'isAdmin' ? t('staff.invite.admin') : t('staff.invite.teacher')}
            </Label>
          </div>
        ))}
        {tried && none && (
          <p id="change-roles-error" role="alert" className="text-destructive text-sm">
            {t('staff.invite.roleRequired')}
          </p>
        )}
      </fieldset>
      <DialogActions
        cancelLabel={t('schools.rename.cancel')}
        label={t('staff.member.saveRoles')}
        pending={pending}
      />
    </FormDialog>
  );
}
