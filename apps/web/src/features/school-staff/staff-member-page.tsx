import { useQueryClient } from '@tanstack/react-query';
import type { School } from '@cogniplay/contract';
import { profileQueryOptions } from '@/lib/current-user/get-profile';
import { canChangeRoles, type Viewer } from '@/lib/viewer';
import { useStaffMember } from './api/get-staff-member';
import { ChangeRolesDialog } from './components/change-roles-dialog';
import { StaffMemberDetails } from './components/staff-member-details';

type StaffMemberPageProps = { school: School; userId: number; viewer: Viewer };

/**
 * /admin|r|s/…/staff/{userId}: one staff member, their roles and school. Admins and the school's
 * administrators change an accepted member's roles here, the latter not their own (researchers
 * invite administrators only).
 */
export function StaffMemberPage({ school, userId, viewer }: StaffMemberPageProps) {
  const member = useStaffMember(school.id, userId);
  // The signed-in layout loaded the profile: read from the cache, never fetched here.
  const me = useQueryClient().getQueryData(profileQueryOptions().queryKey);
  const mayChange = canChangeRoles(viewer) && !(viewer === 'school-admin' && me?.id === userId);
  return (
    <StaffMemberDetails member={member} school={school} viewer={viewer}>
      {mayChange && member.status !== 'pending' && (
        <ChangeRolesDialog schoolId={school.id} userId={userId} member={member} />
      )}
    </StaffMemberDetails>
  );
}
