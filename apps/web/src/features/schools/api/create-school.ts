import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSchoolBody, SchoolResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { schoolQueryOptions } from '@/lib/schools/get-school';
import { schoolsQueryOptions } from '@/lib/schools/get-schools';

/** POST /api/schools */
export function createSchool(body: CreateSchoolBody) {
  return api.post<SchoolResponse>('/schools', body);
}

/** Refreshes the list and caches the new school, so its page opens without another request. */
export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchool,
    onSuccess: async (response) => {
      queryClient.setQueryData(schoolQueryOptions(response.school.id).queryKey, response);
      await queryClient.invalidateQueries({
        queryKey: schoolsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
