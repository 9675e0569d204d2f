import { useSuspenseQuery } from '@tanstack/react-query';
import { schoolsQueryOptions } from '@/lib/schools/get-schools';

export function useSchools() {
  return useSuspenseQuery(schoolsQueryOptions()).data.schools;
}
