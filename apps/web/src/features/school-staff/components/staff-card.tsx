import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@cogniplay/contract';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fullName } from '@/lib/people';
import { STAFF_MEMBER_ROUTE, type Viewer } from '@/lib/viewer';

type StaffCardProps = { member: StaffMember; schoolId: number; viewer: Viewer };

/** A staff member in the school's list, linking to their page (spec 2.7). */
export function StaffCard({ member, schoolId, viewer }: StaffCardProps) {
  const { t } = useTranslation('organisations');
  const name = fullName(member);
  const roles = [
    member.isAdmin && t('staff.administrator'),
    member.isTeacher && t('staff.teacher'),
  ].filter(Boolean);

  return (
    <li>
      <Link
        to={STAFF_MEMBER_ROUTE[viewer]}
        params={{ schoolId, userId: member.userId }}
        className="group focus-visible:ring-ring/50 block h-full rounded-xl outline-none focus-visible:ring-[3px]"
      >
        <Card className="group-hover:bg-accent/50 h-full gap-0 transition-colors">
          <CardHeader className="grid-cols-[1fr_auto] gap-x-3">
            <CardTitle className="truncate">
              {name || (
                <em className="text-muted-foreground font-normal">{t('pendingOnboarding')}</em>
              )}
            </CardTitle>
            <ChevronRight
              className="text-muted-foreground col-start-2 row-span-3 row-start-1 size-4 self-center"
              aria-hidden="true"
            />
            <CardDescription className="truncate">{member.email}</CardDescription>
            {roles.length > 0 && (
              <CardDescription className="text-foreground/80 text-xs">
                {roles.join(' · ')}
              </CardDescription>
            )}
          </CardHeader>
        </Card>
      </Link>
    </li>
  );
}
