import { useQuery } from '@tanstack/react-query';
import { instituteParticipantsQueryOptions } from '../api/get-participants';
import { groupsOf, schoolsOf } from '../participants-filter';
import { SchoolGroupSelects } from './school-group-selects';

type ClassFilterProps = {
  /** Prefix of the selects' ids. */
  id: string;
  /** Whose schools and classes to offer: the institute's participants'. */
  researchInstituteId: number;
  school: number | undefined;
  group: string | undefined;
  onChange: (change: { school?: number; group?: string }) => void;
};

/**
 * The school and class selects of another page's list (an assessment's sessions): the schools
 * and classes the institute's participants are in. While those load, only "All" is offered.
 */
export function ClassFilter({ researchInstituteId, ...props }: ClassFilterProps) {
  const { data } = useQuery(instituteParticipantsQueryOptions(researchInstituteId));
  const participants = data?.participants ?? [];
  return (
    <SchoolGroupSelects
      {...props}
      schools={schoolsOf(participants)}
      groups={groupsOf(participants, props.school)}
    />
  );
}
