import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@cogniplay/contract';
import type { Viewer } from '@/lib/viewer';
import { useSchoolAdmins } from './api/get-school-admins';
import { useSchoolStaff } from './api/get-school-staff';
import { InviteStaffDialog } from './components/invite-staff-dialog';
import { StaffList } from './components/staff-list';

type SectionProps = { schoolId: number };

/**
 * The staff part of a school page: admins and the school's administrators see the whole staff,
 * researchers the school's administrators only.
 */
export function AdminSchoolStaffSection({ schoolId }: SectionProps) {
  const staff = useSchoolStaff(schoolId);
  return <StaffSection staff={staff} schoolId={schoolId} viewer="admin" />;
}

/** A school's own administrators see and manage its whole staff. */
export function SchoolAdminStaffSection({ schoolId }: SectionProps) {
  const staff = useSchoolStaff(schoolId);
  return <StaffSection staff={staff} schoolId={schoolId} viewer="school-admin" />;
}

export function ResearcherSchoolStaffSection({ schoolId }: SectionProps) {
  const admins = useSchoolAdmins(schoolId);
  return <StaffSection staff={admins} schoolId={schoolId} viewer="researcher" />;
}

function StaffSection({
  staff,
  schoolId,
  viewer,
}: SectionProps & { staff: readonly StaffMember[]; viewer: Viewer }) {
  const { t } = useTranslation('organisations');
  return (
    <section aria-labelledby="staff-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="staff-heading" className="text-lg font-semibold">
          {t('staff.title')}
        </h3>
        <InviteStaffDialog schoolId={schoolId} viewer={viewer} />
      </div>
      <StaffList staff={staff} schoolId={schoolId} viewer={viewer} />
    </section>
  );
}
