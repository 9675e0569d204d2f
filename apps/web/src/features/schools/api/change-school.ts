import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolResponse, UpdateSchoolBody } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/record-mutation';
import { schoolQueryOptions } from '@/lib/schools/get-school';
import { schoolsQueryOptions } from '@/lib/schools/get-schools';

/** PATCH /api/schools/{id}: caches the renamed school and refreshes the list. */
export function useRenameSchool(id: number) {
  return useRecordMutation({
    mutationFn: (body: UpdateSchoolBody) => api.patch<SchoolResponse>(`/schools/${id}`, body),
    record: () => schoolQueryOptions(id),
    list: schoolsQueryOptions(),
  });
}

/** DELETE /api/schools/{id}: a school nothing points at goes; the list is fetched again. */
export function useDeleteSchool(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/schools/${id}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: schoolQueryOptions(id).queryKey, exact: true });
      await queryClient.invalidateQueries({
        queryKey: schoolsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
