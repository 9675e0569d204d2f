import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteResearcherBodySchema, type InviteResearcherBody } from '@cogniplay/contract';
import { InviteDialog } from '@/components/invite-dialog';
import { useInviteResearcher } from '../api/invite-researcher';

/**
 * The 'Invite Researcher' dialog: one email field. After a successful invite it
 * closes and resets, and the institute's researcher list is fetched again.
 */
export function InviteResearcherDialog({ instituteId }: { instituteId: number }) {
  const { t } = useTranslation('organisations');
  const invite = useInviteResearcher();
  const form = useForm<InviteResearcherBody>({
    resolver: zodResolver(inviteResearcherBodySchema),
    defaultValues: { email: '', researchInstituteId: instituteId },
  });

  return (
    <InviteDialog
      form={form}
      invite={invite}
      idPrefix="researcher"
      textKeys="researchInstitutes.invite"
      description={t('researchInstitutes.invite.description')}
    />
  );
}
