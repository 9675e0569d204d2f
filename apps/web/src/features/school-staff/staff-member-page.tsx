import type { School } from '@cogniplay/contract';
import type { Viewer } from '@/lib/viewer';
import { useStaffMember } from './api/get-staff-member';
import { ChangeRolesDialog } from './components/change-roles-dialog';
import { StaffMemberDetails } from './components/staff-member-details';

type StaffMemberPageProps = { school: School; userId: number; viewer: Viewer };

/**
 * /admin|r/schools/{schoolId}/staff/{userId}: one staff member, their roles and school; admins
 * change an accepted member's roles here (researchers invite administrators only).
 */
export function StaffMemberPage({ school, userId, viewer }: StaffMemberPageProps) {
  const member = useStaffMember(school.id, userId);
  return (
    <StaffMemberDetails member={member} school={school} viewer={viewer}>
      {viewer === 'admin' && member.status !== 'pending' && (
        <ChangeRolesDialog schoolId={school.id} userId={userId} member={member} />
      )}
    </StaffMemberDetails>
  );
}
