import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteStaffBodySchema, type InviteStaffBody } from '@cogniplay/contract';
import { InviteDialog } from '@/components/invite-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { Viewer } from '@/lib/viewer';
import { useInviteStaffMember } from '../api/invite-staff-member';

/** Researchers may invite school administrators only: the role is preset and locked. */
const RESEARCHER_ROLES = { isAdmin: true, isTeacher: false } as const;

type InviteStaffDialogProps = { schoolId: number; viewer: Viewer };

/**
 * The staff invite dialog: email and the Admin/Teacher roles (at least one). After
 * a successful invite it closes and resets; the school's staff lists are fetched again.
 */
export function InviteStaffDialog({ schoolId, viewer }: InviteStaffDialogProps) {
  const { t } = useTranslation('organisations');
  const invite = useInviteStaffMember(schoolId);
  const rolesLocked = viewer === 'researcher';
  const form = useForm<InviteStaffBody>({
    resolver: zodResolver(inviteStaffBodySchema),
    defaultValues: {
      email: '',
      ...(rolesLocked ? RESEARCHER_ROLES : { isAdmin: false, isTeacher: false }),
    },
  });

  const { errors } = form.formState;
  const rolesInvalid = errors.isAdmin !== undefined || errors.isTeacher !== undefined;
  return (
    <InviteDialog
      form={form}
      invite={invite}
      idPrefix="staff"
      textKeys="staff.invite"
      description={
        rolesLocked ? t('staff.invite.descriptionAdminOnly') : t('staff.invite.description')
      }
    >
      <fieldset
        className="grid gap-3"
        aria-describedby={rolesInvalid ? 'staff-roles-error' : undefined}
      >
        <legend className="mb-3 text-sm font-medium">{t('staff.invite.roles')}</legend>
        {(['isAdmin', 'isTeacher'] as const).map((role) => (
          <Controller
            key={role}
            control={form.control}
            name={role}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`staff-${role}`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => {
                    field.onChange(checked === true);
                    // The rule spans both boxes: re-check it whichever box changes.
                    if (form.formState.isSubmitted) void form.trigger(['isAdmin', 'isTeacher']);
                  }}
                  onBlur={field.onBlur}
                  disabled={rolesLocked}
                  aria-invalid={rolesInvalid || undefined}
                />
                <Label htmlFor={`staff-${role}`} className="font-normal">
                  {role === 'isAdmin' ? t('staff.invite.admin') : t('staff.invite.teacher')}
                </Label>
              </div>
            )}
          />
        ))}
        {rolesInvalid && (
          <p id="staff-roles-error" role="alert" className="text-destructive text-sm">
            {t('staff.invite.roleRequired')}
          </p>
        )}
      </fieldset>
    </InviteDialog>
  );
}
