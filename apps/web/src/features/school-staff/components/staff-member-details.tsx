import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ChevronRight, Info, Mail, School as SchoolIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { School, StaffMember } from '@cogniplay/contract';
import { PersonName } from '@/components/person-name';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isPendingOnboarding } from '@/lib/people';
import { SCHOOL_ROUTE, type Viewer } from '@/lib/viewer';

type StaffMemberDetailsProps = {
  member: StaffMember;
  school: School;
  viewer: Viewer;
  /** Shown below the onboarding notice: a pending member's invitation. */
  children?: ReactNode;
};

/**
 * The staff member page's content (spec 2.8): the back link, the name or 'Pending onboarding'
 * with the email and, while there is no name, the notice; the Roles and School cards. A pending
 * member (an invitation) never shows a name.
 */
export function StaffMemberDetails({ member, school, viewer, children }: StaffMemberDetailsProps) {
  const { t } = useTranslation('organisations');
  const pending = member.status === 'pending';
  const schoolLink = { to: SCHOOL_ROUTE[viewer], params: { schoolId: school.id } } as const;

  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit max-w-full">
        <Link {...schoolLink} title={school.name}>
          <ArrowLeft aria-hidden="true" />
          <span className="truncate">{t('staff.member.backTo', { school: school.name })}</span>
        </Link>
      </Button>
      <div>
        <h2 className="text-xl font-semibold break-words">
          <PersonName person={member} pending={pending} />
        </h2>
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <a href={`mailto:${member.email}`} className="truncate hover:underline">
            {member.email}
          </a>
        </p>
      </div>
      {(pending || isPendingOnboarding(member)) && (
        <p className="bg-muted text-muted-foreground flex items-start gap-2 rounded-md p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('staff.member.notOnboarded')}
        </p>
      )}
      {children}
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('staff.member.roles')}</CardTitle>
          </CardHeader>
          <CardContent>
            {member.isAdmin || member.isTeacher ? (
              <ul className="grid gap-3">
                {member.isAdmin && (
                  <li>
                    <p className="font-medium">{t('staff.administrator')}</p>
                    <p className="text-muted-foreground text-sm">
                      {t('staff.member.administratorDescription')}
                    </p>
                  </li>
                )}
                {member.isTeacher && (
                  <li>
                    <p className="font-medium">{t('staff.teacher')}</p>
                    <p className="text-muted-foreground text-sm">
                      {t('staff.member.teacherDescription')}
                    </p>
                  </li>
                )}
              </ul>
            ) : (
              <p className="text-muted-foreground text-sm">{t('staff.member.noRoles')}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('staff.member.school')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Link
              {...schoolLink}
              className="hover:bg-accent/50 focus-visible:ring-ring/50 -mx-2 flex items-center gap-3 rounded-md p-2 outline-none focus-visible:ring-[3px]"
            >
              <SchoolIcon className="text-muted-foreground size-5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{school.name}</span>
                <span className="text-muted-foreground block truncate text-sm">
                  {school.managingInstitute?.name ?? t('staff.member.viewSchoolDetails')}
                </span>
              </span>
              <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
