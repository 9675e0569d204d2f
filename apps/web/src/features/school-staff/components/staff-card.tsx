import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@cogniplay/contract';
import { PendingInvitation } from '@/components/pending-invitation';
import { PersonName } from '@/components/person-name';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  canManageInvitation,
  STAFF_INVITATION_ROUTE,
  STAFF_MEMBER_ROUTE,
  type Viewer,
} from '@/lib/viewer';
import { useResendStaffInvitation } from '../api/resend-staff-invitation';
import { useRevokeStaffInvitation } from '../api/revoke-staff-invitation';

type StaffCardProps = { member: StaffMember; schoolId: number; viewer: Viewer };

/**
 * A staff member in the school's list, linking to their page. A pending member (not accepted
 * yet) is an invitation: no names ('Pending onboarding'), a page named by the membership, and
 * below its link the invitation's dates with Resend and Revoke.
 */
export function StaffCard({ member, schoolId, viewer }: StaffCardProps) {
  const { t } = useTranslation('organisations');
  const pending = member.status === 'pending';
  const roles = [
    member.isAdmin && t('staff.administrator'),
    member.isTeacher && t('staff.teacher'),
  ].filter(Boolean);
  const chevron = (
    <ChevronRight
      className="text-muted-foreground col-start-2 row-span-3 row-start-1 size-4 self-center"
      aria-hidden="true"
    />
  );
  const header = (
    <>
      <CardTitle className="truncate">
        <PersonName person={member} pending={pending} />
      </CardTitle>
      <CardDescription className="truncate">{member.email}</CardDescription>
      {roles.length > 0 && (
        <CardDescription className="text-foreground/80 text-xs">
          {roles.join(' · ')}
        </CardDescription>
      )}
    </>
  );

  if (pending || member.userId === null) {
    // The invitation's buttons sit below the link, never inside it.
    return (
      <li>
        <Card className="h-full gap-3">
          <Link
            to={STAFF_INVITATION_ROUTE[viewer]}
            params={{ schoolId, membershipId: member.id }}
            className="focus-visible:ring-ring/50 hover:bg-accent/50 block rounded-t-xl outline-none focus-visible:ring-[3px]"
          >
            <CardHeader className="grid-cols-[1fr_auto] gap-x-3">
              {header}
              {chevron}
            </CardHeader>
          </Link>
          <CardContent>
            <PendingStaff member={member} schoolId={schoolId} viewer={viewer} />
          </CardContent>
        </Card>
      </li>
    );
  }
  return (
    <li>
      <Link
        to={STAFF_MEMBER_ROUTE[viewer]}
        params={{ schoolId, userId: member.userId }}
        className="group focus-visible:ring-ring/50 block h-full rounded-xl outline-none focus-visible:ring-[3px]"
      >
        <Card className="group-hover:bg-accent/50 h-full gap-0 transition-colors">
          <CardHeader className="grid-cols-[1fr_auto] gap-x-3">
            {header}
            {chevron}
          </CardHeader>
        </Card>
      </Link>
    </li>
  );
}

function PendingStaff({ member, schoolId, viewer }: StaffCardProps) {
  const resend = useResendStaffInvitation(schoolId, member.id);
  const revoke = useRevokeStaffInvitation(schoolId, member.id);
  return (
    <PendingInvitation
      email={member.email}
      invitation={member.invitation}
      {...(canManageInvitation(viewer, member) ? { actions: { resend, revoke } } : {})}
    />
  );
}
