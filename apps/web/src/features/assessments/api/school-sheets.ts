import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReprintBatchResponse, SchoolSheetsResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { rememberBatch } from '../play-links';

/** GET /api/schools/{id}/sheets: the sheets with cards of the school's children, newest first. */
export const schoolSheetsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'sheets'],
    queryFn: ({ signal }) => api.get<SchoolSheetsResponse>(`/schools/${schoolId}/sheets`, signal),
  });

/**
 * POST /api/schools/{id}/sheets/{batchId}/links: new links for the sheet's cards of the school
 * not yet started, kept in memory for the printed sheet.
 */
export function usePrintSchoolSheet(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: number) =>
      api.post<ReprintBatchResponse>(`/schools/${schoolId}/sheets/${batch}/links`, {}),
    onSuccess: async ({ sessions }, batch) => {
      rememberBatch(queryClient, batch, sessions);
      await queryClient.invalidateQueries({
        queryKey: schoolSheetsQueryOptions(schoolId).queryKey,
      });
    },
  });
}
