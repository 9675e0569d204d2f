import type { School } from '@cogniplay/contract';
import type { Viewer } from '@/lib/viewer';
import { useStaffMember } from './api/get-staff-member';
import { StaffMemberDetails } from './components/staff-member-details';

type StaffMemberPageProps = { school: School; userId: number; viewer: Viewer };

/** /admin|r/schools/{schoolId}/staff/{userId}: one staff member, their roles and school. */
export function StaffMemberPage({ school, userId, viewer }: StaffMemberPageProps) {
  return (
    <StaffMemberDetails
      member={useStaffMember(school.id, userId)}
      school={school}
      viewer={viewer}
    />
  );
}
