import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteResearcherBodySchema, type InviteResearcherBody } from '@cogniplay/contract';
import { Button } from '@/components/ui/button';
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
import { useInviteResearcher } from '../api/invite-researcher';

/**
 * The 'Invite Researcher' dialog of spec 2.6: one email field. After a successful invite it
 * closes and resets, and the institute's researcher list is fetched again.
 */
export function InviteResearcherDialog({ instituteId }: { instituteId: number }) {
  const { t } = useTranslation('organisations');
  const [open, setOpen] = useState(false);
  const invite = useInviteResearcher();
  const form = useForm<InviteResearcherBody>({
    resolver: zodResolver(inviteResearcherBodySchema),
    defaultValues: { email: '', researchInstituteId: instituteId },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onValid = (body: InviteResearcherBody) =>
    invite.mutate(body, {
      onSuccess: () => {
        onOpenChange(false);
        toast({
          variant: 'success',
          title: t('researchInstitutes.invite.sentTitle'),
          description: t('researchInstitutes.invite.sent', { email: body.email }),
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('error'),
          description: errorMessage(error, t('somethingWentWrong')),
        }),
    });

  const emailInvalid = form.formState.errors.email !== undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t('researchInstitutes.invite.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')}>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('researchInstitutes.invite.title')}</DialogTitle>
            <DialogDescription>{t('researchInstitutes.invite.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="researcher-email">{t('researchInstitutes.invite.email')}</Label>
            <Input
              id="researcher-email"
              type="email"
              autoComplete="off"
              aria-invalid={emailInvalid || undefined}
              aria-describedby={emailInvalid ? 'researcher-email-error' : undefined}
              {...form.register('email')}
            />
            {emailInvalid && (
              <p id="researcher-email-error" role="alert" className="text-destructive text-sm">
                {t('researchInstitutes.invite.invalidEmail')}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending
                ? t('researchInstitutes.invite.pending')
                : t('researchInstitutes.invite.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
