import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResearchInstituteBody, CreatedIdResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { researchInstitutesQueryOptions } from './get-research-institutes';

/** POST /api/research-institutes */
export function createResearchInstitute(body: CreateResearchInstituteBody) {
  return api.post<CreatedIdResponse>('/research-institutes', body);
}

export function useCreateResearchInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResearchInstitute,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: researchInstitutesQueryOptions().queryKey,
        exact: true,
      }),
  });
}
