import { createFileRoute } from '@tanstack/react-router';
import {
  SchoolAdminStaffInvitationPage,
  loadStaffInvitation,
} from '@/features/school-staff/staff-member-route';
import { parseIdParam } from '@/lib/id-param';

export const Route = createFileRoute('/_authenticated/s/$schoolId/staff/invitations/$membershipId')(
  {
    staticData: { pageTitle: 'staffInvitation' },
    // Numbers in the address are written back with String(): no stringify needed.
    params: { parse: ({ membershipId }) => ({ membershipId: parseIdParam(membershipId) }) },
    loader: loadStaffInvitation,
    component: SchoolAdminStaffInvitationPage,
  },
);
