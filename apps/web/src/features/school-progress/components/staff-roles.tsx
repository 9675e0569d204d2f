import { useTranslation } from 'react-i18next';
import type { SchoolMembership } from '@cogniplay/contract';

/** The user's roles at a school, as words: "Teacher · School administrator". */
export function StaffRoles({ membership }: { membership: SchoolMembership }) {
  const { t } = useTranslation('organisations');
  const roles = [
    membership.isTeacher && t('staffArea.roles.teacher'),
    membership.isAdmin && t('staffArea.roles.admin'),
  ].filter(Boolean);
  return <span>{roles.join(' · ')}</span>;
}
