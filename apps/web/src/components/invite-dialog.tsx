import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { MAIL_DELIVERY_NOTE, useMailDelivery } from '@/lib/current-user/get-context';
import { toastFailure } from '@/lib/failure-toast';

/** The parts of the `organisations` namespace that hold an invite dialog's texts. */
type InviteTexts = 'researchInstitutes.invite' | 'staff.invite';

type InviteDialogProps<T extends { email: string }> = {
  /** The form, built by the caller with the contract's request schema and default values. */
  form: UseFormReturn<T>;
  /** The invite call; the caller's mutation hook refetches the lists it changes. */
  invite: Pick<UseMutationResult<unknown, Error, T>, 'mutateAsync'>;
  /** Prefix of the email field's ids: `<idPrefix>-email` and `<idPrefix>-email-error`. */
  idPrefix: string;
  /**
   * Where the texts are in the `organisations` namespace: `<textKeys>.open`, `.title`, `.email`,
   * `.invalidEmail`, `.submit`, `.pending`, `.sentTitle` and `.sent`; `cancel`, `error` and
   * `somethingWentWrong` at its root.
   */
  textKeys: InviteTexts;
  description: string;
  /** Fields shown below the email field. */
  children?: ReactNode;
};

/**
 * The researcher and staff invite dialogs: an Invite button opening a form with an email field,
 * Cancel and Invite ('Inviting...' while pending). After a successful invite the dialog closes,
 * the form resets and a toast confirms it, saying where the mail went (by mail, or kept in the
 * Outbox); a failure shows an error toast and keeps it open.
 */
export function InviteDialog<T extends { email: string }>({
  form,
  invite,
  idPrefix,
  textKeys,
  description,
  children,
}: InviteDialogProps<T>) {
  const { t } = useTranslation('organisations');
  const [open, setOpen] = useState(false);
  const { pending, run } = useSubmitLock();
  const delivery = useMailDelivery();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onValid = (body: T) =>
    run(
      async () => {
        await invite.mutateAsync(body);
        onOpenChange(false);
        toast({
          variant: 'success',
          title: delivery === 'outbox' ? t('invitation.outboxTitle') : t(`${textKeys}.sentTitle`),
          description: delivery
            ? `${t(`${textKeys}.sent`, { email: body.email })} ${t(MAIL_DELIVERY_NOTE[delivery])}`
            : t(`${textKeys}.sent`, { email: body.email }),
        });
      },
      (error) => toastFailure(t('error'), error, t('somethingWentWrong')),
    );

  const emailInvalid = form.formState.errors.email !== undefined;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          {t(`${textKeys}.open`)}
        </Button>
      }
      title={t(`${textKeys}.title`)}
      description={description}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-email`}>{t(`${textKeys}.email`)}</Label>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="off"
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? `${idPrefix}-email-error` : undefined}
          {...form.register('email' as Path<T>)}
        />
        {emailInvalid && (
          <p id={`${idPrefix}-email-error`} role="alert" className="text-destructive text-sm">
            {t(`${textKeys}.invalidEmail`)}
          </p>
        )}
      </div>
      {children}
      <DialogActions
        cancelLabel={t('cancel')}
        label={t(`${textKeys}.submit`)}
        pendingLabel={t(`${textKeys}.pending`)}
        pending={pending}
      />
    </FormDialog>
  );
}
