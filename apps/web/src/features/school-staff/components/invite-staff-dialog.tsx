import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteStaffBodySchema, type InviteStaffBody } from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/error-message';
import type { Viewer } from '@/lib/viewer';
import { useInviteStaffMember } from '../api/invite-staff-member';

/** Researchers may invite school administrators only: the role is preset and locked (spec 6). */
const RESEARCHER_ROLES = { isAdmin: true, isTeacher: false } as const;

type InviteStaffDialogProps = { schoolId: number; viewer: Viewer };

/**
 * The staff invite dialog of spec 2.7: email and the Admin/Teacher roles (at least one). After
 * a successful invite it closes and resets; the school's staff lists are fetched again.
 */
export function InviteStaffDialog({ schoolId, viewer }: InviteStaffDialogProps) {
  const { t } = useTranslation('organisations');
  const [open, setOpen] = useState(false);
  const invite = useInviteStaffMember(schoolId);
  const rolesLocked = viewer === 'researcher';
  const form = useForm<InviteStaffBody>({
    resolver: zodResolver(inviteStaffBodySchema),
    defaultValues: {
      email: '',
      ...(rolesLocked ? RESEARCHER_ROLES : { isAdmin: false, isTeacher: false }),
    },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onValid = (body: InviteStaffBody) =>
    invite.mutate(body, {
      onSuccess: () => {
        onOpenChange(false);
        toast({
          variant: 'success',
          title: t('staff.invite.sentTitle'),
          description: t('staff.invite.sent', { email: body.email }),
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('error'),
          description: errorMessage(error, t('somethingWentWrong')),
        }),
    });

  const { errors } = form.formState;
  const emailInvalid = errors.email !== undefined;
  const rolesInvalid = errors.isAdmin !== undefined || errors.isTeacher !== undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t('staff.invite.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')}>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('staff.invite.title')}</DialogTitle>
            <DialogDescription>
              {rolesLocked ? t('staff.invite.descriptionAdminOnly') : t('staff.invite.description')}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="staff-email">{t('staff.invite.email')}</Label>
            <Input
              id="staff-email"
              type="email"
              autoComplete="off"
              aria-invalid={emailInvalid || undefined}
              aria-describedby={emailInvalid ? 'staff-email-error' : undefined}
              {...form.register('email')}
            />
            {emailInvalid && (
              <p id="staff-email-error" role="alert" className="text-destructive text-sm">
                {t('staff.invite.invalidEmail')}
              </p>
            )}
          </div>
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
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? t('staff.invite.pending') : t('staff.invite.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
