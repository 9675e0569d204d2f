import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { School } from '@cogniplay/contract';
import { PendingInvitation } from '@/components/pending-invitation';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { canManageInvitation, SCHOOL_ROUTE, type Viewer } from '@/lib/viewer';
import { staffInvitationQueryOptions, useStaffInvitation } from './api/get-staff-invitation';
import { useResendStaffInvitation } from './api/resend-staff-invitation';
import { useRevokeStaffInvitation } from './api/revoke-staff-invitation';
import { StaffMemberDetails } from './components/staff-member-details';

type StaffInvitationPageProps = { school: School; membershipId: number; viewer: Viewer };

/**
 * /admin|r/schools/{schoolId}/staff/invitations/{membershipId}: the staff member page of a
 * pending member, showing only what the inviter typed, with the invitation's dates, Resend and
 * Revoke (which leads back to the school, as the page is gone).
 */
export function StaffInvitationPage({ school, membershipId, viewer }: StaffInvitationPageProps) {
  const { t } = useTranslation('organisations');
  const member = useStaffInvitation(school.id, membershipId);
  const resend = useResendStaffInvitation(school.id, membershipId);
  const revoke = useRevokeStaffInvitation(school.id, membershipId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onRevoked = async () => {
    await navigate({ to: SCHOOL_ROUTE[viewer], params: { schoolId: school.id } });
    queryClient.removeQueries({
      queryKey: staffInvitationQueryOptions(school.id, membershipId).queryKey,
    });
  };

  return (
    <StaffMemberDetails member={member} school={school} viewer={viewer}>
      <Card>
        <CardHeader>
          <CardTitle>{t('staff.member.invitation')}</CardTitle>
        </CardHeader>
        <CardContent>
          <PendingInvitation
            email={member.email}
            invitation={member.invitation}
            {...(canManageInvitation(viewer, member) ? { actions: { resend, revoke } } : {})}
            onRevoked={onRevoked}
          />
        </CardContent>
      </Card>
    </StaffMemberDetails>
  );
}
