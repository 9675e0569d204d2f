// The route glue of the staff member pages, active (by user id) and pending (by membership id),
// in each viewer's area: one module, so that the six routes share one lazily loaded chunk.
import type { QueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { notFoundOn404 } from '@/lib/id-param';
import { useSchool } from '@/lib/schools/get-school';
import type { Viewer } from '@/lib/viewer';
import { staffInvitationQueryOptions } from './api/get-staff-invitation';
import { staffMemberQueryOptions } from './api/get-staff-member';
import { StaffInvitationPage } from './staff-invitation-page';
import { StaffMemberPage } from './staff-member-page';

/** The route of each viewer's staff member page. */
const STAFF_MEMBER_ROUTE_ID = {
  admin: '/_authenticated/admin/schools/$schoolId/staff/$userId',
  researcher: '/_authenticated/r/schools/$schoolId/staff/$userId',
  'school-admin': '/_authenticated/s/$schoolId/staff/$userId',
} as const;

type StaffMemberLoaderArgs = {
  context: { queryClient: QueryClient };
  params: { schoolId: number; userId: number };
};

/** The loader of both staff member routes: the member, or the not-found page. */
export function loadStaffMember({
  context: { queryClient },
  params: { schoolId, userId },
}: StaffMemberLoaderArgs) {
  return notFoundOn404(queryClient.ensureQueryData(staffMemberQueryOptions(schoolId, userId)));
}

// The school (for the back link and the School card) comes from the parent route's preload.
function StaffMemberRoutePage({ viewer }: { viewer: Viewer }) {
  const { schoolId, userId } = useParams({ from: STAFF_MEMBER_ROUTE_ID[viewer] });
  return <StaffMemberPage school={useSchool(schoolId)} userId={userId} viewer={viewer} />;
}

/** /admin/schools/{schoolId}/staff/{userId} */
export function AdminStaffMemberPage() {
  return <StaffMemberRoutePage viewer="admin" />;
}

/** /r/schools/{schoolId}/staff/{userId} */
export function ResearcherStaffMemberPage() {
  return <StaffMemberRoutePage viewer="researcher" />;
}

/** /s/{schoolId}/staff/{userId}: for the school's administrators */
export function SchoolAdminStaffMemberPage() {
  return <StaffMemberRoutePage viewer="school-admin" />;
}

/** The route of each viewer's page of a pending staff member. */
const STAFF_INVITATION_ROUTE_ID = {
  admin: '/_authenticated/admin/schools/$schoolId/staff/invitations/$membershipId',
  researcher: '/_authenticated/r/schools/$schoolId/staff/invitations/$membershipId',
  'school-admin': '/_authenticated/s/$schoolId/staff/invitations/$membershipId',
} as const;

type StaffInvitationLoaderArgs = {
  context: { queryClient: QueryClient };
  params: { schoolId: number; membershipId: number };
};

/** The loader of both routes: the pending member, or the not-found page (also once accepted). */
export function loadStaffInvitation({
  context: { queryClient },
  params: { schoolId, membershipId },
}: StaffInvitationLoaderArgs) {
  return notFoundOn404(
    queryClient.ensureQueryData(staffInvitationQueryOptions(schoolId, membershipId)),
  );
}

// The school (for the back link and the School card) comes from the parent route's preload.
function StaffInvitationRoutePage({ viewer }: { viewer: Viewer }) {
  const { schoolId, membershipId } = useParams({ from: STAFF_INVITATION_ROUTE_ID[viewer] });
  return (
    <StaffInvitationPage school={useSchool(schoolId)} membershipId={membershipId} viewer={viewer} />
  );
}

/** /admin/schools/{schoolId}/staff/invitations/{membershipId} */
export function AdminStaffInvitationPage() {
  return <StaffInvitationRoutePage viewer="admin" />;
}

/** /r/schools/{schoolId}/staff/invitations/{membershipId} */
export function ResearcherStaffInvitationPage() {
  return <StaffInvitationRoutePage viewer="researcher" />;
}

/** /s/{schoolId}/staff/invitations/{membershipId}: for the school's administrators */
export function SchoolAdminStaffInvitationPage() {
  return <StaffInvitationRoutePage viewer="school-admin" />;
}
