import { useQuery } from '@tanstack/react-query';
import type { School } from '@cogniplay/contract';
import { schoolsQueryOptions } from '@/lib/schools/get-schools';

/**
 * The schools a participant of the institute may belong to (those it manages); undefined while
 * loading. A participant without an institute belongs to no school.
 */
export function useInstituteSchools(instituteId: number | null): School[] | undefined {
  const { data } = useQuery({ ...schoolsQueryOptions(), enabled: instituteId !== null });
  if (instituteId === null) return [];
  return data?.schools.filter((school) => school.managingInstitute?.id === instituteId);
}
