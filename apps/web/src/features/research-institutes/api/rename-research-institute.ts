import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResearchInstituteBody, ResearchInstitute } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { researchInstituteQueryOptions } from './get-research-institute';
import { researchInstitutesQueryOptions } from './get-research-institutes';

/** PATCH /api/research-institutes/{id}: caches the renamed institute, refreshes the list. */
export function useRenameResearchInstitute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateResearchInstituteBody) =>
      api.patch<ResearchInstitute>(`/research-institutes/${id}`, body),
    onSuccess: async (institute) => {
      queryClient.setQueryData(researchInstituteQueryOptions(id).queryKey, institute);
      await queryClient.invalidateQueries({
        queryKey: researchInstitutesQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
